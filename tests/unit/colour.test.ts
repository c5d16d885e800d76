// @vitest-environment node
// The colour parser and the WCAG 2 contrast ratio the schema check uses, against known values.
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  parseColour,
  ratioText,
  relativeLuminance,
  type Rgba,
} from '../../tools/staff/colour';

const colour = (text: string) => parseColour(text) as Rgba;

describe('parseColour', () => {
  it('reads hex, rgb(), hsl() and named colours to the same colour', () => {
    const blue = { r: 0, g: 129, b: 252, a: 1 };
    expect(parseColour('#0081FC')).toEqual(blue);
    expect(parseColour(' #0081fc ')).toEqual(blue);
    expect(parseColour('rgb(0, 129, 252)')).toEqual(blue);
    expect(parseColour('rgb(0 129 252)')).toEqual(blue);
    expect(parseColour('rgba(0, 129, 252, 1)')).toEqual(blue);
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('white')).toEqual(parseColour('#ffffff'));
    expect(parseColour('RebeccaPurple')).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(parseColour('rgb(100% 0% 0%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('hsl(0 100% 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('hsl(120deg, 100%, 25%)')).toEqual({ r: 0, g: 127.5, b: 0, a: 1 });
    expect(parseColour('hsl(0.5turn 100% 50% / 50%)')).toEqual({ r: 0, g: 255, b: 255, a: 0.5 });
    expect(parseColour('#0000ff80')?.a).toBeCloseTo(128 / 255);
    expect(parseColour('transparent')?.a).toBe(0);
  });

  it('refuses what is no colour', () => {
    for (const text of [
      '#12345',
      '#ggg',
      '#',
      '0081FC',
      'blu',
      'rgb(0, 129)',
      'rgb(0 129 252 1)',
      'hsl(0, 100, 50)',
      'rgb(a, b, c)',
      '',
      'url(x)',
    ])
      expect(parseColour(text), text).toBeUndefined();
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('matches the known values', () => {
    expect(contrastRatio(colour('black'), colour('white'))).toBeCloseTo(21, 5);
    expect(contrastRatio(colour('white'), colour('black'))).toBeCloseTo(21, 5);
    expect(contrastRatio(colour('#fff'), colour('#fff'))).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777 just fails.
    expect(contrastRatio(colour('#767676'), colour('white'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(colour('#777'), colour('white'))).toBeCloseTo(4.48, 2);
    expect(relativeLuminance(colour('white'))).toBeCloseTo(1, 10);
    expect(relativeLuminance(colour('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('lays a see-through colour on its background first', () => {
    expect(contrastRatio(colour('rgb(0 0 0 / 0)'), colour('white'))).toBe(1);
    expect(contrastRatio(colour('black'), colour('transparent'))).toBeCloseTo(21, 5);
  });

  it('is said with two decimals at most, never rounded up to a passing ratio', () => {
    expect(ratioText(21)).toBe('21:1');
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(3.786)).toBe('3.78:1');
  });
});
