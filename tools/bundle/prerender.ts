// After `vite build`: renders the company-site pages and the promotion landing to static HTML in
// dist/, and gives every in-app route its own page (a loading state, rendered by the client) so a
// static host serves the right document for each address and the fallback is only for unknown ones.
// Then writes each text file's brotli beside it (<file>.br), for hosts that send it as it is.
import { build } from 'vite';
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../staff/schemaFiles.ts';
import { inlinedPublicSvg } from './inlinePublicSvg.ts';
import { pageFile } from './pageFiles.ts';
import { writeBrotliBeside } from '../serve/brotli.ts';
import { sitePaths as SITE_PAGES, siteTable, promoTable } from '../../src/app/routeTable.ts';
import type { ChunkRecord } from './chunkMapPlugin.ts';
import { BUILD_TARGET } from './buildTarget.ts';
import { COMPILE_HINT, scriptsOf } from './compileHint.ts';
import { LOADING_ID, PAGE_ATTR } from '../../src/app/addressGuard.ts';

const dist = join(root, 'dist');
const out = join(root, 'node_modules', '.cache', 'prerender');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's HTML in the template's root, which names what it holds: `prerendered` for a page React
 * hydrates (src/app/base/hydration.ts), `shell` for an in-app page's skeleton (src/app/main.tsx).
 */
function inject(template: string, root: { prerendered: string } | { shell: string }, html: string): string {
  const attrs = Object.entries(root)
    .map(([name, key]) => ` data-${name}="${escapeAttr(key)}"`)
    .join('');
  // A page's <title> renders where its component is; in the document it belongs in <head>.
  const title = /<title>([\s\S]*?)<\/title>/.exec(html);
  const body = title ? html.replace(title[0], '') : html;
  const head = title ? template.replace(/<title>[\s\S]*?<\/title>/, title[0]) : template;
  return head.replace('<div id="root"></div>', `<div id="root"${attrs}>${body}</div>`);
}

interface ManifestChunk {
  file: string;
}
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/**
 * A public page's stylesheets are those of its entry and screens, lazy ones included, so it is
 * styled before any script runs; none of the in-app entry's, which the shared template names.
 */
function withPageCss(html: string, sources: readonly string[]): string {
  const links = cssOf(sources.flatMap(chunksOf))
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  return html.replace(/<link rel="stylesheet"[^>]*>/g, '').replace('</head>', `${links}</head>`);
}

/**
 * Public pages carry their CSS inline (the CSP allows inline styles, not scripts): a stylesheet
 * request would block the first paint for a whole round trip on a slow network.
 */
function inlineCss(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

function chunkOf(source: string): string {
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build has no chunk for ${source} (see tools/bundle/chunkGroups.ts)`);
  return `/${file}`;
}

/**
 * The boot script every prerendered page starts with (src/app/boot.ts) is a bundle of its own, not an
 * entry of the client build: it sends an in-app page's opening request with the app's own functions,
 * and as an entry it would share their chunk with the app, one more request before its own could go
 * out. Built here, what it imports is inlined into it; so is the root document's address guard, a
 * classic script (src/app/addressGuard.ts).
 */
async function buildAlone(source: string, name: string, format: 'es' | 'iife'): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      target: BUILD_TARGET,
      write: false,
      rollupOptions: {
        input: join(root, source),
        output: { entryFileNames: `assets/${name}-[hash].js`, format },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry || chunks.length !== 1) throw new Error(`${source} must build to a single script`);
  writeFileSync(join(dist, entry.fileName), entry.code);
  return `/${entry.fileName}`;
}
const boot = await buildAlone('src/app/boot.ts', 'boot', 'es');
const guard = await buildAlone('src/app/addressGuard.ts', 'guard', 'iife');
/** The company-site pages start the site's own entry, without the in-app route table. */
const siteApp = chunkOf('src/app/site.tsx');
const promoApp = chunkOf('promo/index.html');

/**
 * On a prerendered page the content is already there, so its entry (`app`) only hydrates it: the
 * template's scripts and module preloads give way to one src/app/boot.ts at the end of <body>, which
 * fetches the entry after the first paint, at low priority. The first paint never waits on a script
 * (a slow phone on a slow network sees the page a round trip or more sooner).
 */
function bootInstead(html: string, app: string): string {
  const rest = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const script = `<script type="module" crossorigin fetchpriority="low" src="${boot}" data-app="${escapeAttr(app)}"></script>`;
  return rest.replace('</body>', `${script}</body>`);
}

/** The in-app pages' and company site's look (src/ui/base/pageLook.ts), from the first paint. */
const withPageLook = (html: string) => html.replace(/<html([^>]*)>/, '<html$1 data-page-look>');

/**
 * A public page's icon is a small public SVG too: inlined, it costs no request while the page loads.
 * An in-app page keeps it as a file: no webview shows an icon, and Chromium decodes an icon as the
 * page's load event fires, which on an in-app page is when its scripts have run, just as its answer
 * comes: an SVG icon there costs a 30 ms image document before the screen's first render.
 */
const inlineIcon = (html: string) =>
  html.replace(/(<link rel="icon" href=")([^"]+)"/, (all, start: string, href: string) => {
    const url = inlinedPublicSvg(href);
    return url ? `${start}${escapeAttr(url)}"` : all;
  });

/** Everything a prerendered public page gets before it is written. */
const finish = (html: string, sources: readonly string[], app: string) =>
  inlineIcon(bootInstead(inlineCss(withPageCss(html, sources)), app));

function write(path: string, html: string) {
  const file = pageFile(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

rmSync(out, { recursive: true, force: true });
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: join(root, 'src/app/prerender.tsx'), outDir: out, emptyOutDir: true, copyPublicDir: false },
});

type PrerenderModule = typeof import('../../src/app/prerender.tsx');
const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as PrerenderModule;

const mainTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const promoTemplate = readFileSync(join(dist, 'promo', 'index.html'), 'utf8');
/** Every chunk of the client build, with the modules it holds (tools/bundle/chunkMapPlugin.ts). */
const chunkMap = JSON.parse(readFileSync(join(dist, '.vite', 'chunks.json'), 'utf8')) as ChunkRecord[];
const byFile = new Map(chunkMap.map((chunk) => [chunk.file, chunk]));

/**
 * Every chunk a module needs before it can run: the one holding it and those it imports, recursively,
 * each after the chunks it imports (the order their stylesheets apply in).
 */
function chunksOf(source: string): string[] {
  const holder = chunkMap.find((chunk) => chunk.modules.includes(source));
  if (!holder) throw new Error(`the build has no chunk holding ${source} (see src/app/routes.tsx)`);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
    files.push(file);
  };
  visit(holder.file);
  return files;
}

/** The stylesheets of `files` (chunks), each once, in their order. */
const cssOf = (files: readonly string[]) => [
  ...new Set(files.flatMap((file) => byFile.get(file)?.css ?? [])),
];

/**
 * The in-app entry lives in the `runtime` chunk (chunkGroups.ts), so an in-app page loads no entry
 * chunk of its own. A chunk runs every module in it wherever it is imported: if a company-site or
 * funnel page imported that chunk, the in-app app would start over it. Refuse such a build.
 */
function assertInAppEntryStaysInApp(): void {
  const holder = chunkMap.find((chunk) => chunk.modules.includes('src/app/main.tsx'));
  if (!holder) throw new Error('the build has no chunk holding src/app/main.tsx');
  const outside = [
    'src/app/site.tsx',
    'src/app/promo.tsx',
    ...[...siteTable, ...promoTable].map((r) => r.screen),
  ];
  for (const source of outside) {
    if (chunksOf(source).includes(holder.file))
      throw new Error(
        `${source} imports ${holder.file}, which holds the in-app entry: ` +
          'move what it needs out of the `runtime` group in tools/bundle/chunkGroups.ts',
      );
  }
}
assertInAppEntryStaysInApp();

/**
 * An in-app page's shell shows the screen's title and skeleton at once, in the page look
 * (src/ui/base/pageLook.ts), and preloads the screen's chunks, so they download beside the entry instead of
 * after it.
 */
async function inAppShell(page: (typeof mod.inAppPages)[number]): Promise<string> {
  const html = withPageLook(
    inject(mainTemplate, { shell: page.path }, await mod.renderInAppShell(page.title)),
  );
  const files = chunksOf(page.screen).filter((file) => !html.includes(`/${file}"`));
  const preloads = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  // The screen's stylesheets too, so the screen does not wait for them once its code has run.
  const css = cssOf(files)
    .filter((href) => !html.includes(`/${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  // The boot script sends the screen's opening request as soon as it arrives (async, ahead of the
  // app's chunks), from the request's description beside it (a data block: not run, so the CSP holds).
  const spec = mod.openingRequestSpec(page.open);
  const early = spec
    ? `<script type="application/json" id="opening-request">${JSON.stringify(spec).replace(/</g, '\\u003c')}</script>` +
      `<script type="module" async crossorigin src="${boot}"></script>`
    : '';
  // Its styles inline, as on the public pages: the skeleton paints without waiting for a stylesheet.
  // Each inlined file stays named by a disabled link (never fetched, never applied), which is how the
  // app's chunk loader knows a screen's styles are there; it would otherwise fetch them again and hold
  // the screen back until they came.
  const full = html
    .replace(/(<meta charset[^>]*>)/, `$1${early}`)
    .replace('</head>', `${css}${preloads}</head>`);
  const inlined = [...full.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g)]
    .map(([, href]) => `<link rel="stylesheet" href="${href}" disabled>`)
    .join('');
  return inlineCss(full).replace('</head>', `${inlined}</head>`);
}

// Every script an in-app shell names opens with V8's compile hint, each once (tools/bundle/compileHint.ts).
const inAppScripts = new Set<string>();
for (const page of mod.inAppPages) {
  const shell = await inAppShell(page);
  write(page.path, shell);
  for (const script of scriptsOf(shell)) inAppScripts.add(script);
}
for (const script of inAppScripts) {
  const file = join(dist, script);
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
}
/**
 * The root page's document is also what a static host's history fallback serves for an address it has
 * no file for: its address guard, first in <head> so nothing paints before it, hides the root page's
 * content there and shows the loading state (in a template) until the address's own page renders.
 */
async function guarded(html: string, path: string): Promise<string> {
  const script = `<script src="${guard}" ${PAGE_ATTR}="${escapeAttr(path)}"></script>`;
  const loading = `<template id="${LOADING_ID}">${await mod.renderInAppShell(undefined)}</template>`;
  return html.replace(/(<meta charset[^>]*>)/, `$1${script}`).replace('</body>', `${loading}</body>`);
}

for (const path of SITE_PAGES) {
  const html = withPageLook(
    finish(
      inject(mainTemplate, { prerendered: path }, await mod.renderSitePage(path)),
      ['src/app/site.tsx', ...siteTable.map((route) => route.screen)],
      siteApp,
    ),
  );
  write(path, pageFile(dist, path) === pageFile(dist, '/') ? await guarded(html, path) : html);
}
write(
  '/promo',
  finish(
    inject(promoTemplate, { prerendered: '/' }, await mod.renderPromoLanding()),
    ['src/screens/funnel/Landing.tsx'],
    promoApp,
  ),
);
// The manifest only serves this script; it is not part of the site.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
// Last, once every page and script is final: the brotli of each, for hosts that send it as it is.
const compressed = writeBrotliBeside(dist);
console.log(
  `prerendered ${SITE_PAGES.length} site pages, the promotion landing and ${mod.inAppPages.length} in-app shells; ` +
    `${compressed} files compressed with brotli beside them`,
);
