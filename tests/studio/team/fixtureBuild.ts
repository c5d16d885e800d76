// The fixture repositories' stand-in for the production build: a quick dist/ with an index.html
// naming the app and showing its settings, app.json and the long texts, so a test reads what a release
// (or a review's frame) shows. Apart from the test harness (no vitest here), as a studio in a process
// of its own builds with it too.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildRunner } from '../../../studio/server/team/build';

export const fixtureBuild: BuildRunner = async (tree) => {
  const dist = join(tree, 'dist');
  mkdirSync(dist, { recursive: true });
  const app = readFileSync(join(tree, 'schemas', 'app.json'), 'utf8');
  const { appName } = JSON.parse(app) as { appName: string };
  const settings = app.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>${appName}</title>\n<pre>${settings}</pre>\n`,
  );
  writeFileSync(join(dist, 'app.json'), app);
  if (existsSync(join(tree, 'content')))
    cpSync(join(tree, 'content'), join(dist, 'content'), { recursive: true });
  return { ok: true, output: 'Built.' };
};
