// What the route table's chunk holds of each in-app page's screen file: the title, the opening request
// and only the texts its skeleton and opening views say (src/runtime/opening/views.tsx). Any other
// text stays in the screen's own chunk, so it never weighs on every page, and the studio's preview
// shows a change of it in place rather than reloading every frame.
import { describe, expect, it } from 'vitest';
import { metas } from 'virtual:routes/in-app';
import { join } from 'node:path';
import { inAppTable, screenMetaKey, type RouteEntry } from '../../src/app/routeTable';
import { readJson, root } from '../../tools/staff/schemaFiles';

interface Opening {
  missingText?: string;
  missingLink?: { text: string };
  failureMessages?: Record<string, string>;
}
interface ScreenFile {
  texts?: Record<string, string>;
  open?: Opening;
  opens?: Record<string, Opening>;
}

/** The texts a screen file's pages say while opening: one reading serves every page of the file. */
const saidOnOpening = (file: ScreenFile) => {
  const variants = Object.keys(file.opens ?? {});
  const keys = [
    'loadFailed',
    ...variants.map((variant) => `${variant}Title`),
    ...[file.open, ...variants.map((v) => file.opens![v])].flatMap((open) => [
      open?.missingText,
      open?.missingLink?.text,
      ...Object.values(open?.failureMessages ?? {}),
    ]),
  ];
  return keys.filter((k): k is string => k !== undefined && file.texts?.[k] !== undefined);
};

const fileOf = (entry: RouteEntry) =>
  readJson(join(root, 'schemas', 'screens', `${entry.schema}.json`)) as ScreenFile;

describe("the route table's reading of the screen files", () => {
  const opening = (inAppTable as readonly RouteEntry[]).filter((entry) => {
    if (!entry.schema) return false;
    const file = fileOf(entry);
    return (entry.variant ? file.opens?.[entry.variant] : file.open) !== undefined;
  });

  it('covers pages that open on data', () => expect(opening.length).toBeGreaterThan(0));

  it.each(opening.map((entry) => [entry.path, entry] as const))(
    '%s: holds every text its opening views say, and no other',
    (_path, entry) => {
      const file = fileOf(entry);
      const meta = (metas as Record<string, { texts?: Record<string, string> }>)[screenMetaKey(entry)!];
      const said = saidOnOpening(file);
      expect(meta?.texts).toEqual(Object.fromEntries(said.map((key) => [key, file.texts![key]])));
    },
  );
});
