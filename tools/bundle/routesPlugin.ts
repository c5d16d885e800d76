// The route table (src/app/routeTable.ts) is the one declaration of a route: its address, its screen
// module and its screen file. This plugin turns it into the code the entries route with, so no entry
// keeps a record of its own that must agree with the table:
//   virtual:routes/site     each company-site screen module → a loader of its code
//   virtual:routes/promo    the same for the funnel's screens
//   virtual:routes/in-app   the same for the in-app screens, and what each in-app page's skeleton and
//                           opening request read of its screen file (title, the texts its opening
//                           views say, opening request; messages where the opening names failure
//                           words among them), and no more of the file, so the route table's chunk
//                           stays small
import type { Plugin } from 'vite';
import { join } from 'node:path';
import {
  inAppTable,
  promoTable,
  siteTable,
  screenMetaKey,
  type RouteEntry,
} from '../../src/app/routeTable.ts';
import { readJson, root } from '../staff/schemaFiles.ts';

const PREFIX = 'virtual:routes/';
const RESOLVED = `\0${PREFIX}`;

const loaders = (table: readonly RouteEntry[]) =>
  `export const screens = {\n${[...new Set(table.map((r) => r.screen))]
    .map((screen) => `  ${JSON.stringify(screen)}: () => import(${JSON.stringify(`/${screen}`)}),`)
    .join('\n')}\n};`;

interface ScreenFile {
  open?: { failureMessages?: unknown };
  opens?: Record<string, { failureMessages?: unknown }>;
}

/** An in-app page's screen-file reading: only the exports it uses, so the rest is never bundled. */
function metas(base: string, table: readonly RouteEntry[]): string {
  const imports: string[] = [];
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const entry of table) {
    const key = screenMetaKey(entry);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const n = seen.size;
    const file = readJson(join(base, 'schemas', 'screens', `${entry.schema}.json`)) as ScreenFile;
    const open = entry.variant ? file.opens?.[entry.variant] : file.open;
    // Texts and the opening request only for a page that opens on data: the skeleton needs only the title.
    const opensData = open !== undefined;
    const names = [
      entry.variant ? undefined : `title as title${n}`,
      entry.variant || opensData ? `texts as texts${n}` : undefined,
      opensData ? (entry.variant ? `opens as opens${n}` : `open as open${n}`) : undefined,
      open?.failureMessages ? `messages as messages${n}` : undefined,
    ].filter(Boolean);
    imports.push(`import { ${names.join(', ')} } from 'virtual:screen-meta/${entry.schema}';`);
    const fields = [
      // A screen file that opens several pages names each page's title `<page>Title` in its texts.
      `title: ${entry.variant ? `texts${n}?.[${JSON.stringify(`${entry.variant}Title`)}]` : `title${n}`}`,
      ...(opensData
        ? [
            `texts: texts${n}`,
            `open: ${entry.variant ? `opens${n}?.[${JSON.stringify(entry.variant)}]` : `open${n}`}`,
          ]
        : []),
      ...(open?.failureMessages ? [`messages: messages${n}`] : []),
    ];
    entries.push(`  ${JSON.stringify(key)}: { ${fields.join(', ')} },`);
  }
  return `${imports.join('\n')}\nexport const metas = {\n${entries.join('\n')}\n};`;
}

/** `root` points at a copy of schemas/ (the staff edit drill), as schemasPlugin's does. */
export function routesPlugin(options: { root?: string } = {}): Plugin {
  const base = options.root ?? root;
  return {
    name: 'lender-routes',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'serve' || process.env.VITEST) return;
      // The dev server's dependency scan reads files, not these generated modules: named as entries
      // beside the pages, the screens' dependencies are bundled before the first page asks for them,
      // instead of one screen at a time with a reload each (a fresh `npm start`).
      const screens = [...new Set([...siteTable, ...inAppTable, ...promoTable].map((r) => r.screen))];
      return { optimizeDeps: { entries: ['index.html', 'promo/index.html', ...screens] } };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === 'site') return loaders(siteTable);
      if (name === 'promo') return loaders(promoTable);
      if (name === 'in-app') return `${metas(base, inAppTable)}\n${loaders(inAppTable)}`;
      return null;
    },
  };
}
