import { describe, expect, it } from 'vitest';
import { boxDifferences, type Box, type Layout, type TextBlock } from '../webkit/boxDifferences';

// A page as tests/webkit/routes.test.ts measures it: a paragraph of two lines (20 px each) in a list
// row, then a heading and a button below it.
const paragraph: TextBlock = { key: 'text#0', text: 'Clear costs', x: 16, y: 100, w: 288, h: 40, lines: 2 };
const row: Box = { key: 'row#0', text: 'Clear costs', x: 0, y: 92, w: 320, h: 56 };
const heading: Box = { key: 'heading#0', text: 'Fees', x: 16, y: 160, w: 288, h: 24 };
const button: Box = { key: 'button#0', text: 'Apply', x: 16, y: 400, w: 288, h: 44, fixed: true };
const chromium: Layout = {
  boxes: [row, heading, button],
  wrapping: [paragraph, { key: 'text#1', text: 'Fees', x: 16, y: 160, w: 288, h: 24, lines: 1 }],
};

/** The same page, with `change` applied to WebKit's copy of it. */
function inWebKit(change: (page: Layout) => void): Layout {
  const page = structuredClone(chromium);
  change(page);
  return page;
}
const box = (page: Layout, key: string) => [...page.boxes, ...page.wrapping].find((b) => b.key === key)!;
/** WebKit wraps the paragraph onto `more` more lines: it and its row grow, and the heading moves down by as much. */
function wrapsLonger(page: Layout, more: number, headingMoves = more * 20) {
  const paragraph = box(page, 'text#0') as TextBlock;
  Object.assign(paragraph, { h: paragraph.h + more * 20, lines: paragraph.lines + more });
  box(page, 'row#0').h += more * 20;
  box(page, 'heading#0').y += headingMoves;
}

describe('boxDifferences', () => {
  it('finds nothing where both engines lay the page out alike', () => {
    expect(
      boxDifferences(
        chromium,
        inWebKit(() => {}),
      ),
    ).toEqual([]);
  });

  it('reports a box that sits elsewhere in WebKit', () => {
    const webkit = inWebKit((page) => {
      box(page, 'heading#0').y += 6;
    });
    expect(boxDifferences(chromium, webkit)).toEqual([
      'heading#0 "Fees": Chromium 16,160 288×24, WebKit 16,166 288×24',
    ]);
  });

  it('accepts a text one line longer in WebKit: its row grows and what is below moves by that line', () => {
    const webkit = inWebKit((page) => {
      wrapsLonger(page, 1);
      box(page, 'text#1').y += 20;
    });
    expect(boxDifferences(chromium, webkit)).toEqual([]);
  });

  it('still reports a move that the wrap does not explain', () => {
    const webkit = inWebKit((page) => wrapsLonger(page, 1, 26));
    expect(boxDifferences(chromium, webkit)).toEqual([
      'heading#0 "Fees": Chromium 16,160 288×24, WebKit 16,186 288×24',
    ]);
  });

  it('does not move a fixed layer for a wrap in the page', () => {
    const webkit = inWebKit((page) => {
      wrapsLonger(page, 1);
      box(page, 'button#0').y += 20;
    });
    expect(boxDifferences(chromium, webkit)).toEqual([
      'button#0 "Apply": Chromium 16,400 288×44, WebKit 16,420 288×44',
    ]);
  });

  it('reports a text two lines apart, which no glyph rounding explains', () => {
    const webkit = inWebKit((page) => wrapsLonger(page, 2));
    expect(boxDifferences(chromium, webkit)).toEqual([
      'text#0 "Clear costs" takes 2 lines in Chromium, 4 in WebKit',
      'row#0 "Clear costs": Chromium 0,92 320×56, WebKit 0,92 320×96',
      'heading#0 "Fees": Chromium 16,160 288×24, WebKit 16,200 288×24',
    ]);
  });

  it('reports a box found in one engine only, or with other text', () => {
    const webkit = inWebKit((page) => {
      page.boxes = page.boxes.filter((b) => b.key !== 'button#0');
      box(page, 'heading#0').text = 'Charges';
    });
    expect(boxDifferences(chromium, webkit)).toEqual([
      'heading#0 is "Fees" in Chromium, "Charges" in WebKit',
      'button#0 "Apply" only in Chromium',
    ]);
  });
});
