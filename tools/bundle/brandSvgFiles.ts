// The brand-coloured public SVGs carry the configured theme colours, served and built alike.
import type { Connect } from 'vite';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandSvgs, recolorSvg, type ThemeConfig } from '../staff/theme.ts';

/** The dev server's answer for a brand SVG: the file recoloured with the theme as it is now. */
export const serveBrandSvgs =
  (base: string, theme: () => ThemeConfig): Connect.NextHandleFunction =>
  (req, res, next) => {
    const path = req.url?.split('?')[0] ?? '';
    if (!path.endsWith('.svg') || !brandSvgs(join(base, 'public')).includes(path)) return next();
    res.setHeader('content-type', 'image/svg+xml');
    res.end(recolorSvg(readFileSync(join(base, 'public', path), 'utf8'), theme()));
  };

/** The build's brand SVGs, written recoloured over the copies of public/. */
export function writeBrandSvgs(base: string, outDir: string, theme: ThemeConfig) {
  for (const path of brandSvgs(join(base, 'public'))) {
    const target = join(outDir, path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, recolorSvg(readFileSync(join(base, 'public', path), 'utf8'), theme));
  }
}
