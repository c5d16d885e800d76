// Colours in staff files (schemas/app.json's theme colours, any "…Color" value of a screen file) must
// be CSS colours, and the brand colour must leave the text drawn on it readable: a contrast below
// WCAG AA's 4.5:1 is a warning, since it is a brand decision staff should make knowingly; below 3:1
// (WCAG's least, for large text) the words on the buttons could not be read, and the check stops.
import { COLOUR_KEY, contrastRatio, parseColour, ratioText, type Rgba } from '../staff/colour.ts';
import { walkData, type Report } from './common.ts';
import { isObject } from '../staff/json.ts';

/** A value written like a colour is one, whatever its key. */
const LOOKS_LIKE_COLOUR = /^\s*(#[\da-f]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(.*)\s*$/i;

/** WCAG 2 AA for normal text. */
export const READABLE = 4.5;
/** WCAG 2 AA for large text: the least any text may have. */
export const LEGIBLE = 3;

/** Below LEGIBLE a mistake, below READABLE a warning. */
const severityOf = (ratio: number) => (ratio < LEGIBLE ? undefined : 'warning');
const unreadable = (ratio: number) =>
  ratio < LEGIBLE ? ` Below ${LEGIBLE}:1 the borrower could not read the buttons at all.` : '';

/** The outline buttons and links of src/styles.css (`.btn`) draw the theme colour as text on white. */
const BUTTON_BACKGROUND = '#fff';

export function checkColours(data: unknown, report: Report) {
  walkData(data, (value, path, key) => {
    if (typeof value !== 'string') return;
    if (!(typeof key === 'string' && COLOUR_KEY.test(key)) && !LOOKS_LIKE_COLOUR.test(value)) return;
    if (!parseColour(value))
      report(
        path,
        `"${value}" is not a colour. Write # and 3 or 6 hexadecimal digits (like #0081FC or #fff), rgb(0 129 252), hsl(210 100% 49%), oklch(0.7 0.1 200) or a colour name such as white.`,
      );
  });
}

/**
 * schemas/app.json: the primary buttons draw `fontColor` text on `themeColor` (src/styles.css,
 * .btn--primary), and the outline buttons draw `themeColor` text on white.
 */
export function checkThemeContrast(app: unknown, report: Report) {
  if (!isObject(app) || typeof app.themeColor !== 'string') return;
  const theme = parseColour(app.themeColor);
  const font = typeof app.fontColor === 'string' ? parseColour(app.fontColor) : undefined;
  const white = parseColour(BUTTON_BACKGROUND) as Rgba;
  if (!theme) return;
  const onTheme = font && contrastRatio(font, theme);
  if (onTheme !== undefined && onTheme < READABLE)
    report(
      ['themeColor'],
      `The button text (fontColor "${String(app.fontColor)}") on this colour has a contrast of ${ratioText(onTheme)}; text needs at least ${READABLE}:1 to be readable.${unreadable(onTheme)} Choose a theme colour and a fontColor further apart (one much darker than the other).`,
      severityOf(onTheme),
    );
  const onWhite = contrastRatio(theme, white);
  // With white button text the two pairs are the same two colours: said once.
  if (onWhite < READABLE && (onTheme === undefined || Math.abs(onWhite - onTheme) > 1e-9))
    report(
      ['themeColor'],
      `Text in this colour on white (outline buttons, links) has a contrast of ${ratioText(onWhite)}; text needs at least ${READABLE}:1 to be readable.${unreadable(onWhite)} Choose a darker theme colour.`,
      severityOf(onWhite),
    );
}
