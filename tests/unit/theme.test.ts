// @vitest-environment node
// Theme at build time: the configured colours reach the stylesheet, the theme-color meta and the
// brand-coloured SVGs, so no page paints the old colour first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHORED_BRAND, brandSvgs, recolorSvg, themeMeta, themeStylesheet } from '../../tools/staff/theme';
import { inlinedPublicSvg } from '../../tools/bundle/inlinePublicSvg';
import { root } from '../../tools/staff/schemaFiles';
import app from '../../schemas/app.json';

const changed = { themeColor: '#0B6E4F', fontColor: '#fefefe', disabledButtonColor: '#999999' };
const html = (path: string) => readFileSync(join(root, path), 'utf8');

describe('theme at build time', () => {
  it('writes the configured colours over the stylesheet and adds the :root block', () => {
    const css = themeStylesheet(html('src/styles.css'), changed);
    expect(css).toContain('--theme-color: #0B6E4F;');
    expect(css).toContain('--theme-font-color: #fefefe;');
    expect(css).toContain(':root{--theme-color:#0B6E4F;--adm-color-primary:#0B6E4F;');
    expect(css.toLowerCase()).not.toContain(AUTHORED_BRAND.toLowerCase());
  });

  it('sets the theme-color meta of both HTML entries', () => {
    for (const entry of ['index.html', 'promo/index.html'])
      expect(themeMeta(html(entry), changed)).toContain('<meta name="theme-color" content="#0B6E4F" />');
  });

  it('paints the logo and the brand-coloured status icons in the theme colour', () => {
    const svgs = brandSvgs(join(root, 'public'));
    expect(svgs).toEqual(
      expect.arrayContaining(['/logo.svg', '/icons/status-21.svg', '/icons/status-174.svg']),
    );
    for (const path of svgs) {
      const svg = recolorSvg(html(`public${path}`), changed);
      expect(svg).toContain('#0B6E4F');
      expect(svg.toLowerCase()).not.toContain(AUTHORED_BRAND.toLowerCase());
    }
  });

  it('inlines the logo in the configured colour', () => {
    expect(decodeURIComponent(inlinedPublicSvg('/logo.svg') ?? '')).toContain(app.themeColor);
  });
});
