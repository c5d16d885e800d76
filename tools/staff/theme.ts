// The configured colours (schemas/app.json) reach the page at build time, so no page paints the old
// colour before its scripts run: a :root block of CSS variables appended to src/styles.css, the
// theme-color meta of each HTML entry, and the public SVGs drawn in the brand colour.
import { existsSync, readFileSync } from 'node:fs';
import { filesUnder } from './filesUnder.ts';
import { relative } from 'node:path';

export interface ThemeConfig {
  themeColor: string;
  fontColor: string;
  disabledButtonColor: string;
}

/** The brand colour the SVGs under public/ are drawn in; the build paints them in the theme colour. */
export const AUTHORED_BRAND = '#0081FC';

export function themeCss(app: ThemeConfig): string {
  return `:root{--theme-color:${app.themeColor};--adm-color-primary:${app.themeColor};--theme-font-color:${app.fontColor};--disabled-color:${app.disabledButtonColor}}`;
}

/** The stylesheet with its hand-written theme variables replaced and the configured :root block added. */
export function themeStylesheet(css: string, app: ThemeConfig): string {
  const values: Record<string, string> = {
    '--theme-color': app.themeColor,
    '--theme-font-color': app.fontColor,
    '--disabled-color': app.disabledButtonColor,
  };
  const replaced = css.replace(
    /(--theme-color|--theme-font-color|--disabled-color)\s*:\s*[^;]+;/g,
    (_, name: string) => `${name}: ${values[name] as string};`,
  );
  return `${replaced}\n${themeCss(app)}\n`;
}

export function themeMeta(html: string, app: ThemeConfig): string {
  return html.replace(
    /(<meta\s+name="theme-color"\s+content=")[^"]*(")/i,
    (_, head: string, tail: string) => `${head}${app.themeColor}${tail}`,
  );
}

export function recolorSvg(svg: string, app: ThemeConfig): string {
  return svg.replace(new RegExp(AUTHORED_BRAND, 'gi'), app.themeColor);
}

/** Public SVGs drawn in the brand colour, by their address (e.g. /logo.svg). */
export function brandSvgs(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  return filesUnder(publicDir)
    .filter(
      (path) => path.endsWith('.svg') && new RegExp(AUTHORED_BRAND, 'i').test(readFileSync(path, 'utf8')),
    )
    .map((path) => `/${relative(publicDir, path).split('\\').join('/')}`);
}
