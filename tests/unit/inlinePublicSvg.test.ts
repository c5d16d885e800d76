import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_LIMIT_BYTES, inlinePublicSvgs, inlinedPublicSvg } from '../../tools/bundle/inlinePublicSvg';
import { recolorSvg } from '../../tools/staff/theme';
import app from '../../schemas/app.json';

const publicFile = (path: string) => readFileSync(join(import.meta.dirname, '../../public', path), 'utf8');

describe('small public SVGs named by schemas', () => {
  it('become data: addresses that decode to the same picture, in the configured theme colour', () => {
    const url = inlinedPublicSvg('/logo.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    const decoded = decodeURIComponent((url ?? '').slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(recolorSvg(publicFile('logo.svg'), app).trim().replace(/\s+/g, ' '));
    expect(publicFile('logo.svg').length).toBeLessThanOrEqual(INLINE_LIMIT_BYTES);
  });

  it('leave alone what is not a small SVG under public/', () => {
    for (const value of [
      'https://example.com/logo.svg',
      '//cdn.example.com/logo.svg',
      '/missing.svg',
      '/../package.json',
      '/../tests/fixtures/x.svg',
      'logo.svg',
      '/logo.svg?x',
      'A text, not an address',
    ])
      expect(inlinedPublicSvg(value)).toBeUndefined();
  });

  it('walk nested objects and arrays, changing only the strings that qualify', () => {
    const data = { a: '/logo.svg', b: ['/nope.svg', { c: '/site/app-store-badge.svg' }], d: 3, e: null };
    const out = inlinePublicSvgs(data) as { a: string; b: [string, { c: string }]; d: number; e: null };
    expect(out.a).toMatch(/^data:/);
    expect(out.b[0]).toBe('/nope.svg');
    expect(out.b[1].c).toMatch(/^data:/);
    expect(out.d).toBe(3);
    expect(out.e).toBeNull();
  });
});
