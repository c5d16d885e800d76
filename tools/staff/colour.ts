// CSS colours as staff write them (#0081FC, #fff, rgb(0 129 252), hsl(210 100% 49%), oklch(0.7 0.1
// 200), white): culori reads every syntax of CSS Color 4, as the browsers do. The WCAG 2 contrast
// ratio between two of them is for the check of schemas/app.json's theme colours and the studio's
// colour field. Pure (no Node API): the studio's browser side imports it too.
import { converter, parse, wcagLuminance } from 'culori';

export interface Rgba {
  /** Red, green and blue from 0 to 255, alpha from 0 to 1. */
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A value whose key ends in "Color" or "Colour" is a colour. */
export const COLOUR_KEY = /colou?r$/i;

const toRgb = converter('rgb');
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
/** A channel from 0 to 1 as 0 to 255, without the float dust of the division culori made (129 stays 129). */
const channel = (n: number) => Math.round(clamp(n, 0, 1) * 255 * 1e6) / 1e6;

/**
 * The colour a CSS colour value names, or undefined when it is not one (e.g. "#12345"). A colour
 * outside sRGB (a vivid oklch()) is clipped to it, as a phone's sRGB screen shows it.
 */
export function parseColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  // culori also reads hex digits without their "#", which CSS does not.
  if (/^[\da-f]+$/.test(value)) return undefined;
  const parsed = parse(value);
  const rgb = parsed && toRgb(parsed);
  if (!rgb) return undefined;
  return { r: channel(rgb.r), g: channel(rgb.g), b: channel(rgb.b), a: clamp(rgb.alpha ?? 1, 0, 1) };
}

/** `top` painted over `under` (an opaque colour), as the eye sees it. */
function over(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2 relative luminance of an opaque colour. */
export const relativeLuminance = (c: Rgba): number =>
  wcagLuminance({ mode: 'rgb', r: c.r / 255, g: c.g / 255, b: c.b / 255 });

/** WCAG 2 contrast ratio (1 to 21) of `text` drawn on `background`; a see-through background lies on white. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const bg = over(background, WHITE);
  const [a, b] = [relativeLuminance(over(text, bg)), relativeLuminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** "3.79:1", "21:1": two decimals at most, cut rather than rounded so a failing ratio never reads as 4.5. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;
