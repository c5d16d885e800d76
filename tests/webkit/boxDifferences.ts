// How the boxes of one page differ between Chromium and WebKit, beyond what the two engines' text
// measurement explains. The Linux builds measure the same text of the same font a little differently
// (WebKitGTK rounds each glyph advance to a whole pixel, Chromium keeps fractions: about 1 px in a
// 290-px line), so where a text ends within that margin of its box, one engine wraps a word onto one
// more line, and everything below moves by that line. Which texts do so depends on their words, so a
// copy edit can add or remove such a wrap: a text one line apart, and the moves it causes, are not a
// difference. A text two or more lines apart is, and so is every move it does not explain.

/** An element's box in page coordinates (tools/testing/webkit/collect.js). */
export interface Box {
  key: string;
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** In a fixed or sticky layer (a dialog, a bar), which text in the page does not move. */
  fixed?: boolean;
}

/** A block of text and the lines it takes. */
export interface TextBlock extends Box {
  lines: number;
}

export interface Layout {
  boxes: Box[];
  wrapping: TextBlock[];
}

const TOLERANCE_PX = 2;

const show = (b: Box) => `${b.x},${b.y} ${b.w}×${b.h}`;

/** A text that takes one line more or less in WebKit: where it ends in Chromium, and by how much WebKit's is taller. */
interface Rewrap {
  block: TextBlock;
  extra: number;
}

function rewraps(chromium: TextBlock[], webkit: TextBlock[]): { rewraps: Rewrap[]; out: string[] } {
  const inWebKit = new Map(webkit.map((b) => [b.key, b]));
  const found: Rewrap[] = [];
  const out: string[] = [];
  for (const c of chromium) {
    const w = inWebKit.get(c.key);
    if (!w || w.text !== c.text || w.lines === c.lines) continue;
    if (Math.abs(w.lines - c.lines) > 1)
      out.push(`${c.key} "${c.text}" takes ${c.lines} lines in Chromium, ${w.lines} in WebKit`);
    else found.push({ block: c, extra: w.h - c.h });
  }
  return { rewraps: found, out };
}

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - TOLERANCE_PX &&
  inner.y >= outer.y - TOLERANCE_PX &&
  inner.x + inner.w <= outer.x + outer.w + TOLERANCE_PX &&
  inner.y + inner.h <= outer.y + outer.h + TOLERANCE_PX;

/**
 * Differences of more than 2 px, element by element (kind and order, with its text as a check), after
 * each box is moved by the texts above it, and grown by the texts in it, that wrap one line apart.
 */
export function boxDifferences(chromium: Layout, webkit: Layout): string[] {
  const { rewraps: found, out } = rewraps(chromium.wrapping, webkit.wrapping);
  // A wrap in the page moves nothing in a fixed layer (a dialog, a bar), nor the other way round.
  const inFixedLayer = found.filter((r) => r.block.fixed);
  const inPage = found.filter((r) => !r.block.fixed);
  const inWebKit = new Map(webkit.boxes.map((b) => [b.key, b]));
  for (const c of chromium.boxes) {
    const w = inWebKit.get(c.key);
    inWebKit.delete(c.key);
    if (!w) {
      out.push(`${c.key} "${c.text}" only in Chromium`);
      continue;
    }
    if (w.text !== c.text) {
      out.push(`${c.key} is "${c.text}" in Chromium, "${w.text}" in WebKit`);
      continue;
    }
    const sameLayer = c.fixed ? inFixedLayer : inPage;
    const moved = sameLayer
      .filter((r) => r.block.y + r.block.h <= c.y + TOLERANCE_PX)
      .reduce((sum, r) => sum + r.extra, 0);
    const grown = sameLayer.filter((r) => within(r.block, c)).reduce((sum, r) => sum + r.extra, 0);
    const expected = { x: c.x, y: c.y + moved, w: c.w, h: c.h + grown };
    if ((['x', 'y', 'w', 'h'] as const).some((k) => Math.abs(expected[k] - w[k]) > TOLERANCE_PX))
      out.push(`${c.key} "${c.text}": Chromium ${show(c)}, WebKit ${show(w)}`);
  }
  for (const w of inWebKit.values()) out.push(`${w.key} "${w.text}" only in WebKit`);
  return out;
}
