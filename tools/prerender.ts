// After `vite build`: renders the company-site pages and the promotion landing to static HTML in
// dist/, and gives every in-app route its own page (a loading state, rendered by the client) so a
// static host serves the right document for each address and the fallback is only for unknown ones.
import { build } from 'vite';
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './schema-files.ts';
import { inlinedPublicSvg } from './inline-public-svg.ts';
import messages from '../schemas/messages.json' with { type: 'json' };

const dist = join(root, 'dist');
const out = join(root, 'node_modules', '.cache', 'prerender');
const SITE_PAGES = ['/', '/About', '/User', '/Policy', '/Loan', '/Contact'];

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function inject(template: string, key: string | undefined, html: string): string {
  const attrs = key === undefined ? '' : ` data-prerendered="${escapeAttr(key)}"`;
  // A page's <title> renders where its component is; in the document it belongs in <head>.
  const title = /<title>([\s\S]*?)<\/title>/.exec(html);
  const body = title ? html.replace(title[0], '') : html;
  const head = title ? template.replace(/<title>[\s\S]*?<\/title>/, title[0]) : template;
  return head.replace('<div id="root"></div>', `<div id="root"${attrs}>${body}</div>`);
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The stylesheets of every screen module under `folder`, with those of the chunks they import. */
function cssOf(folder: string): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    chunk?.css?.forEach((c) => css.add(c));
    chunk?.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((k) => k.startsWith(folder))
    .forEach(visit);
  return [...css];
}

/** Lazy screens' stylesheets go in the prerendered page too, so it is styled before any script runs. */
function withScreenCss(html: string, folder: string): string {
  const links = cssOf(folder)
    .filter((href) => !html.includes(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
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
  if (!file) throw new Error(`the build has no chunk for ${source} (see vite.config.ts)`);
  return `/${file}`;
}
const boot = chunkOf('src/boot.ts');
/** The company-site pages start the site's own entry, without the in-app route table. */
const siteApp = chunkOf('src/site.tsx');

/**
 * On a prerendered page the content is already there, so the entry only hydrates it: src/boot.ts
 * takes its place and fetches it (or `app`) after the first paint, at low priority, so nothing takes
 * the network from the document.
 */
const bootInstead = (script: string, app?: string) =>
  script.replace(
    / src="([^"]+)"/,
    (_, entry: string) => ` fetchpriority="low" src="${boot}" data-app="${escapeAttr(app ?? entry)}"`,
  );

/**
 * The scripts go to the end of <body> without module preloads: the first paint never waits on them
 * (a slow phone on a slow network sees the page a round trip or more sooner).
 */
function scriptsLast(html: string, app?: string): string {
  const scripts = (html.match(/<script type="module"[^>]*><\/script>/g) ?? []).map((s) =>
    bootInstead(s, app),
  );
  const rest = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return rest.replace('</body>', `${scripts.join('')}</body>`);
}

/** Everything a prerendered public page gets before it is written. */
const finish = (html: string, screensFolder: string, app?: string) =>
  scriptsLast(inlineCss(withScreenCss(html, screensFolder)), app);

/** The icon is a small public SVG too: inlined, it costs no request while the page loads. */
const inlineIcon = (html: string) =>
  html.replace(/(<link rel="icon" href=")([^"]+)"/, (all, start: string, href: string) => {
    const url = inlinedPublicSvg(href);
    return url ? `${start}${escapeAttr(url)}"` : all;
  });

function write(path: string, html: string) {
  const dir = path === '/' ? dist : join(dist, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), inlineIcon(html));
}

rmSync(out, { recursive: true, force: true });
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: join(root, 'src/prerender.tsx'), outDir: out, emptyOutDir: true, copyPublicDir: false },
});

type PrerenderModule = typeof import('../src/prerender.tsx');
const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as PrerenderModule;

const mainTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const promoTemplate = readFileSync(join(dist, 'promo', 'index.html'), 'utf8');
const loading = `<div class="page page--center" role="status" aria-label="${escapeAttr(messages.loading)}"><span class="boot-spinner"></span></div>`;

for (const route of mod.routes) {
  if (SITE_PAGES.includes(route.path)) continue;
  write(route.path, inject(mainTemplate, undefined, loading));
}
for (const path of SITE_PAGES) {
  write(
    path,
    finish(inject(mainTemplate, path, await mod.renderSitePage(path)), 'src/screens/site/', siteApp),
  );
}
write(
  '/promo',
  finish(inject(promoTemplate, '/', await mod.renderPromoLanding()), 'src/screens/funnel/Landing'),
);
// The manifest only serves this script; it is not part of the site.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${SITE_PAGES.length} site pages, the promotion landing and ${mod.routes.length - SITE_PAGES.length} in-app shells`,
);
