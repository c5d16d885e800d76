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
  return {
    offset: e.offset,
    reason: `This is not valid JSON (${printParseErrorCode(e.error)}): look for a missing comma, quote or bracket just before this point.`,
  };
}
