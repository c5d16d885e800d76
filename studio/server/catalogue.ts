// What the studio offers, derived from the project rather than listed: every page of the route table
// with the staff files it reads (found in its screen module's imports), every editable file with the
// pages it shows on, and the names the pickers offer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { inAppTable, promoTable, siteTable } from '../../src/app/routeTable.ts';
import { developer } from '../../src/config/developer.ts';
import { routeAddresses, routeOf, scenarios, framePath } from '../../src/sandbox/scenarios.ts';
import { root as codeRoot, scenarioFolder, STUDIO_SCENARIO } from '../../tools/staff/schemaFiles.ts';
import type { Catalogue, Page } from '../shared/protocol.ts';
import { editableFiles } from './paths.ts';

/** Every local module a module imports (`./x`, `../y`), resolved to a file. */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((m) => {
    const base = resolve(dirname(file), m[1]!);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => existsSync(p) && statSync(p).isFile());
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/**
 * The staff files a screen module reads: the screen files it imports (config/generated/screens/<name>,
 * virtual:screen-meta/<name>) and the Markdown (virtual:content/<name>), in it and in the modules of
 * src/screens/ it imports, however deep (a page's frame, a shared part). Every page reads app.json
 * and messages.json through the configuration.
 */
export function filesOfScreen(root: string, screen: string): string[] {
  // The code is this project's (a test's copy of the staff files has none); the files, `root`'s.
  const screensDir = join(codeRoot, 'src', 'screens');
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /['"](?:[./]*config\/generated\/screens|virtual:screen-meta|virtual:form-validator)\/(\w+)['"]/g,
    ))
      files.add(`schemas/screens/${m[1]!}.json`);
    for (const m of source.matchAll(/['"]virtual:content\/([\w-]+)['"]/g)) files.add(`content/${m[1]!}.md`);
    for (const next of localImports(file)) if (!relative(screensDir, next).startsWith('..')) visit(next);
  };
  visit(join(codeRoot, screen));
  return [...[...files].sort(), 'schemas/app.json', 'schemas/messages.json'].filter((f) =>
    existsSync(join(root, f)),
  );
}

/** Every route of the table as a page, with its area and files. */
export function pages(root: string): Page[] {
  const byScreen = new Map<string, string[]>();
  const filesOf = (screen: string) => {
    let files = byScreen.get(screen);
    if (!files) byScreen.set(screen, (files = filesOfScreen(root, screen)));
    return files;
  };
  return [
    ...siteTable.map((r) => ({ path: r.path, area: 'site' as const, files: filesOf(r.screen) })),
    ...inAppTable.map((r) => ({ path: r.path, area: 'in-app' as const, files: filesOf(r.screen) })),
    ...promoTable.map((r) => ({
      path: `/promo/#${r.path}`,
      area: 'promo' as const,
      files: filesOf(r.screen),
    })),
  ];
}

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

function publicImages(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return publicImages(path, base);
      return IMAGE.test(entry) ? [`/${relative(base, path).split('\\').join('/')}`] : [];
    });
}

const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/** The names a screen file declares, read from `text` (its draft, when it has one). */
function declared(text: string | undefined): { dialogs: string[]; actions: string[] } {
  try {
    const data = JSON.parse(text ?? '') as Record<string, unknown>;
    return { dialogs: keysOf(data.dialogs), actions: keysOf(data.actions) };
  } catch {
    return { dialogs: [], actions: [] };
  }
}

/** The catalogue; `textOf` gives each file's current text (its draft, or the file). */
export function catalogue(
  root: string,
  previewOrigin: string,
  textOf: (file: string) => string | undefined,
): Catalogue {
  const all = pages(root);
  const files = editableFiles(root).map((f) => ({
    ...f,
    pages: all.filter((p) => p.files.includes(f.file)).map((p) => p.path),
  }));
  const screens = files.filter((f) => f.kind === 'screen');
  const names = screens.map((f) => [f.file, declared(textOf(f.file))] as const);
  return {
    previewOrigin,
    pages: all,
    files,
    names: {
      routes: routeAddresses,
      bridgeCalls: Object.keys(developer.bridge),
      images: publicImages(join(root, 'public')),
      dialogs: Object.fromEntries(names.map(([f, n]) => [f, n.dialogs])),
      actions: Object.fromEntries(names.map(([f, n]) => [f, n.actions])),
    },
  };
}

/**
 * The frames of a file: the gallery's scenarios of the pages it shows on (read from `scenarioRoot`,
 * the preview copy when there is one, where "show this" adds its own unless `shown` is false), then
 * each page's plain address; a file every page reads gets the plain addresses only.
 */
export function statesOf(
  root: string,
  file: string,
  scenarioRoot = root,
  shown = true,
): { title: string; framePath: string }[] {
  const showing = pages(root).filter((p) => p.files.includes(file));
  const addresses = new Set(showing.map((p) => p.path));
  // app.json and messages.json show on every page: a frame per page is plenty, not every state of all.
  const everywhere = showing.length === pages(root).length;
  const fromGallery = (everywhere ? [] : scenarios(join(scenarioRoot, scenarioFolder)))
    .filter((s) => addresses.has(routeOf(s.path).address) && (shown || !s.name.startsWith(STUDIO_SCENARIO)))
    .map((s) => ({ title: s.title, framePath: framePath(s) }));
  return [...fromGallery, ...showing.map((p) => ({ title: p.path, framePath: p.path }))];
}
