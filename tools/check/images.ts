// Every image a staff file names is a file under public/.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { didYouMean, IMAGE, walkData, type Report } from './common.ts';

/** Whether `path` (as a page names it, `/img/x.svg`) is a file of `publicDir`, and not outside it. */
export const imageExistsIn =
  (publicDir: string) =>
  (path: string): boolean => {
    const file = normalize(join(publicDir, path));
    return file.startsWith(publicDir) && existsSync(file);
  };

export function checkImages(
  data: unknown,
  publicDir: string,
  imageExists: (path: string) => boolean,
  report: Report,
) {
  walkData(data, (value, path) => {
    if (typeof value === 'string' && IMAGE.test(value) && !imageExists(value))
      report(
        path,
        `The image "${value}" does not exist: add the file public${value}, or fix the name.${didYouMean(value, publicFiles(publicDir))}`,
      );
  });
}

let publicCache: { dir: string; files: string[] } | undefined;
function publicFiles(dir: string): string[] {
  if (publicCache?.dir === dir) return publicCache.files;
  const files: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(`/${relative(dir, p).split('\\').join('/')}`);
    }
  };
  walk(dir);
  publicCache = { dir, files };
  return files;
}
