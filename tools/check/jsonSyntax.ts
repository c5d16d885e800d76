// A file that is not JSON, said where it breaks and, for the slips staff make, how to mend it.
import { printParseErrorCode, type ParseError } from 'jsonc-parser';

/** The characters JSON allows after a backslash. */
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

export function jsonSyntaxError(text: string, e: ParseError): { offset: number; reason: string } {
  if (printParseErrorCode(e.error) === 'InvalidEscapeCharacter') {
    // The parser points at the whole string; the staff member needs the backslash itself.
    for (let i = e.offset; i < e.offset + e.length; i++) {
      if (text[i] !== '\\') continue;
      const next = text[i + 1] ?? '';
      if (!ESCAPES.has(next))
        return {
          offset: i,
          reason: `A backslash in a JSON file starts a special character, and "\\${next}" is none: write \\\\${next} (two backslashes) in a JSON file, e.g. a pattern "^09\\\\d{9}$" for ^09\\d{9}$.`,
        };
      i++;
    }
  }
  const code = printParseErrorCode(e.error);
  // A curly quote (from a word processor) where a quote belongs looks like one and is none.
  const symbol = text[e.offset] ?? '';
  if (code === 'InvalidSymbol' && /[\u201C\u201D\u201E\u2018\u2019]/.test(symbol))
    return {
      offset: e.offset,
      reason: `The quote ${symbol} is a typographic (curly) quote, which JSON does not read as a quote: write the straight quote " around names and texts (a curly quote inside a text is fine).`,
    };
  // A comma before a closing bracket: the parser says what it expected next, the slip is the comma.
  const before = /,\s*$/.exec(text.slice(0, e.offset));
  if (before && /^[}\]]/.test(text.slice(e.offset)))
    return {
      offset: before.index,
      reason: `This comma is followed by no more entries: JSON allows no comma after the last one of a group. Take this comma out.`,
    };
  const said = (reason: string) => ({ offset: e.offset, reason: `This is not valid JSON: ${reason}` });
  if (code === 'InvalidSymbol' && symbol === "'")
    return said(
      `names and texts go between straight double quotes ("), not single ones ('): write "name" for 'name'.`,
    );
  if (code === 'UnexpectedEndOfString' && /^[\r\n]/.test(text.slice(e.offset + e.length)))
    return said(
      'a text must stay on one line, and this one breaks before its closing quote. Join the lines.',
    );
  // A word right after a closed text: a straight quote inside the text closed it early.
  if (code === 'InvalidSymbol' && /[\p{L}\p{N}]/u.test(symbol) && /"\s*$/.test(text.slice(0, e.offset)))
    return said(
      'the straight quote " before this point ends the text early. Inside a text, write \\" for a quote, or use a curly one (“ ”).',
    );
  if (code === 'CommaExpected')
    return said('a comma is missing between two entries. Put one at the end of the entry before this point.');
  return said('look for a missing comma, quote or bracket just before this point.');
}
