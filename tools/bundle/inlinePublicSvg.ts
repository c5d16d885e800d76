// Small SVGs that schemas name by their path under public/ (the logo, the store badge) are written
// into the bundle as data: addresses, as Vite does with small imported assets: a public page then
// paints them with its first paint instead of after a request each (img-src allows data:).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { readJson, root } from '../staff/schemaFiles.ts';
import { recolorSvg, type ThemeConfig } from '../staff/theme.ts';

/** Vite's own limit for inlining imported assets. */
export const INLINE_LIMIT_BYTES = 4096;
const publicDir = join(root, 'public');

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
}

/** The data: address for a small public SVG named by `value`, or undefined for anything else. */
export function inlinedPublicSvg(value: string): string | undefined {
  if (!/^\/[^/].*\.svg$/.test(value)) return undefined;
  const file = normalize(join(publicDir, value));
  if (!file.startsWith(publicDir) || !existsSync(file)) return undefined;
  if (statSync(file).size > INLINE_LIMIT_BYTES) return undefined;
  // Painted in the configured theme colour, like the copies in the build (tools/staff/theme.ts).
  return svgDataUrl(
    recolorSvg(readFileSync(file, 'utf8'), readJson(join(root, 'schemas/app.json')) as ThemeConfig),
  );
}

/** `data` with every string that names a small public SVG replaced by its data: address. */
export function inlinePublicSvgs(data: unknown): unknown {
  if (typeof data === 'string') return inlinedPublicSvg(data) ?? data;
  if (Array.isArray(data)) return data.map(inlinePublicSvgs);
  if (data && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, inlinePublicSvgs(v)]));
  return data;
}
