// CSS colours as staff write them (#0081FC, #fff, rgb(0 129 252), hsl(210 100% 49%), white) and the
// WCAG 2 contrast ratio between two of them, for the check of schemas/app.json's theme colours.

export interface Rgba {
  /** Red, green and blue from 0 to 255, alpha from 0 to 1. */
  r: number;
  g: number;
  b: number;
  a: number;
}

// The CSS named colours (CSS Color Module Level 4), as name:rrggbb.
const NAMED = new Map(
  (
    'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc ' +
    'bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a ' +
    'burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 ' +
    'cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b ' +
    'darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b ' +
    'darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 ' +
    'darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f ' +
    'darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff ' +
    'dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 ' +
    'forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 ' +
    'gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 ' +
    'indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 ' +
    'lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff ' +
    'lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 ' +
    'lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 ' +
    'lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 ' +
    'linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd ' +
    'mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee ' +
    'mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 ' +
    'mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 ' +
    'olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa ' +
    'palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 ' +
    'peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 ' +
    'rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 ' +
    'seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd ' +
    'slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c ' +
    'teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff ' +
    'whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32 '
  )
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** A number, or a percentage of `full`. */
function amount(text: string, full: number): number | undefined {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] ? (n / 100) * full : n;
}

function hue(text: string): number | undefined {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)?$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const perTurn = { deg: 360, grad: 400, rad: 2 * Math.PI, turn: 1 }[
    (m[2] ?? 'deg').toLowerCase() as 'deg' | 'grad' | 'rad' | 'turn'
  ];
  return ((((n / perTurn) * 360) % 360) + 360) % 360;
}

function fromHex(hex: string): Rgba | undefined {
  if (!/^[\da-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return undefined;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b, a = 255] = (full.match(/../g) as string[]).map((p) => parseInt(p, 16));
  return { r: r as number, g: g as number, b: b as number, a: a / 255 };
}

/** The parts of rgb(…)/hsl(…): three values and an alpha, in the comma or the space syntax. */
function parts(inside: string): { values: string[]; alpha?: string } | undefined {
  const text = inside.trim();
  if (text.includes(',')) {
    const values = text.split(',').map((s) => s.trim());
    if (values.length !== 3 && values.length !== 4) return undefined;
    return { values: values.slice(0, 3), alpha: values[3] };
  }
  const [main, alpha, ...rest] = text.split('/').map((s) => s.trim());
  const values = (main ?? '').split(/\s+/);
  if (rest.length || values.length !== 3) return undefined;
  return { values, alpha };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The colour a CSS colour value names, or undefined when it is not one (e.g. "#12345"). */
export function parseColour(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED.get(value);
  if (named) return fromHex(named);
  if (value.startsWith('#')) return fromHex(value.slice(1));
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  const p = fn && parts(fn[2] as string);
  if (!fn || !p) return undefined;
  const alpha = p.alpha === undefined ? 1 : amount(p.alpha, 1);
  if (alpha === undefined) return undefined;
  let rgb: number[];
  if ((fn[1] as string).startsWith('rgb')) {
    const channels = p.values.map((v) => amount(v, 255));
    if (channels.some((c) => c === undefined)) return undefined;
    rgb = channels as number[];
  } else {
    const [h, s, l] = [
      hue(p.values[0] as string),
      amount(p.values[1] as string, 1),
      amount(p.values[2] as string, 1),
    ];
    if (
      h === undefined ||
      s === undefined ||
      l === undefined ||
      !/%$/.test(p.values[1] as string) ||
      !/%$/.test(p.values[2] as string)
    )
      return undefined;
    rgb = hslToRgb(h, clamp(s, 0, 1), clamp(l, 0, 1));
  }
  const [r, g, b] = rgb.map((c) => clamp(c, 0, 255)) as [number, number, number];
  return { r, g, b, a: clamp(alpha, 0, 1) };
}

/** `top` painted over `under` (an opaque colour), as the eye sees it. */
function over(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance(c: Rgba): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/** WCAG 2 contrast ratio (1 to 21) of `text` drawn on `background`; a see-through background lies on white. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const bg = over(background, WHITE);
  const [a, b] = [relativeLuminance(over(text, bg)), relativeLuminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** "3.79:1", "21:1": two decimals at most, cut rather than rounded so a failing ratio never reads as 4.5. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;
