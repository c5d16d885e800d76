// The Markdown pages of content/: each one a page shows exists, and what each says is well formed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GALLERY_MARKERS } from '../../src/runtime/base/galleryMarker.ts';
import { isObject, PLACEHOLDER } from '../staff/json.ts';
import { contentFiles } from '../staff/schemaFiles.ts';
import { didYouMean, SourceFile, type Problem } from './common.ts';
import type { Project, StaffFile } from './fileKind.ts';
import { checkMarkdown } from './markdown.ts';

/** Which content files the screens show: `virtual:content/<name>` imports in src/, by the file importing them. */
export function contentUses(srcDir: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry))
        for (const m of readFileSync(path, 'utf8').matchAll(/['"]virtual:content\/([\w-]+)['"]/g)) {
          const name = m[1] as string;
          uses.set(name, [...(uses.get(name) ?? []), relative(join(srcDir, '..'), path)]);
        }
    }
  };
  if (existsSync(srcDir)) walk(srcDir);
  return uses;
}

/** The content files' problems; `read` holds the screen files, whose galleries a page's markers name. */
export function checkContent(project: Project, read: Map<string, StaffFile>): Problem[] {
  const problems: Problem[] = [];
  const contents = contentFiles(project.base);
  for (const [name, users] of contentUses(project.srcDir))
    if (!contents.some((c) => c.name === name))
      problems.push({
        file: `content/${name}.md`,
        line: 1,
        col: 1,
        pointer: '',
        reason: `This Markdown file is missing, and ${users.join(' and ')} shows it: restore it, or ask a developer to take it off that page.`,
      });
  const known = new Set(Object.keys(project.config));
  for (const c of contents) {
    const source = new SourceFile(c.rel, readFileSync(c.path, 'utf8'));
    problems.push(...checkMarkdown(source, project.imageExists));
    const screenRel = `schemas/screens/${c.name}.json`;
    problems.push(...checkGalleryMarkers(source, screenRel, read.get(screenRel)?.data));
    problems.push(...checkContentPlaceholders(source, known));
  }
  return problems;
}

/** A Markdown page is given app.json's values only. */
function checkContentPlaceholders(source: SourceFile, known: Set<string>): Problem[] {
  return [...source.text.matchAll(PLACEHOLDER)]
    .filter((m) => !known.has(m[1] as string))
    .map((m) => {
      const name = m[1] as string;
      return {
        file: source.rel,
        ...source.position(m.index),
        pointer: '',
        reason: `The placeholder {${name}} is not a value of schemas/app.json, so it would be shown as it is.${didYouMean(name, known)}`,
      };
    });
}

/**
 * A gallery marker of a Markdown page names a gallery of its screen file (the file of the same name):
 * a marker naming none places nothing, and the gallery it meant goes to the end of the page.
 */
function checkGalleryMarkers(source: SourceFile, screenRel: string, screen: unknown): Problem[] {
  const data = isObject(screen) && isObject(screen.data) ? screen.data : {};
  const galleries = Array.isArray(data.galleries) ? data.galleries : [];
  const ids = new Set(galleries.flatMap((g) => (isObject(g) && typeof g.id === 'string' ? [g.id] : [])));
  return [...source.text.matchAll(GALLERY_MARKERS)]
    .filter((m) => !ids.has(m[1] as string))
    .map((m) => ({
      file: source.rel,
      ...source.position(m.index),
      pointer: '',
      reason: `The marker ${m[0]} names no gallery of ${screenRel}${ids.size ? ` (its galleries: ${[...ids].join(', ')})` : ''}, so it places no pictures here and the gallery it meant goes to the end of the page. Write the name of a gallery there.${didYouMean(m[1] as string, ids)}`,
    }));
}
