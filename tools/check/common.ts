// What every part of the staff-file check shares: where a mistake is (file, line, column, JSON
// pointer), how it is said, and how a file's data is walked. tools/check/checkSchemas.ts runs the parts.
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { PLACEHOLDER, unescapeSegment, type Path } from '../staff/json.ts';

// The runner and the studio's row view import these from here until they are split.
export {
  escapeSegment,
  isObject,
  PLACEHOLDER,
  pointerOf,
  unescapeSegment,
  type Path,
} from '../staff/json.ts';

export interface Problem {
  file: string;
  line: number;
  col: number;
  pointer: string;
  reason: string;
  /**
   * A warning is shown but does not stop the check: a value that may well be right (a new server
   * status, a colour of low contrast) but that staff should look at twice.
   */
  severity?: 'warning';
}

// ---- names -------------------------------------------------------------------------------------

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** " Did you mean "x"?" for the nearest candidate within a few typing mistakes, or "". */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  const allowed = Math.max(2, Math.floor(name.length / 3));
  return best !== undefined && bestDistance <= allowed ? ` Did you mean "${best}"?` : '';
}

export const list = (names: Iterable<string>) => [...names].map((n) => `"${n}"`).join(', ');

// ---- positions ---------------------------------------------------------------------------------

export class SourceFile {
  readonly tree: Node | undefined;
  readonly errors: ParseError[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly rel: string,
    readonly text: string,
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    this.tree = parseTree(text, this.errors, { disallowComments: true, allowTrailingComma: false });
  }

  position(offset: number): { line: number; col: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (this.lineStarts[lo] as number) + 1 };
  }

  /** The node a JSON pointer names, or the deepest node on its way there. */
  nodeAt(pointer: string): Node | undefined {
    let node = this.tree;
    for (const raw of pointer.split('/').slice(1)) {
      const segment = unescapeSegment(raw);
      if (!node) return undefined;
      let next: Node | undefined;
      if (node.type === 'object')
        next = node.children?.find((p) => p.children?.[0]?.value === segment)?.children?.[1];
      else if (node.type === 'array') next = node.children?.[Number(segment)];
      if (!next) return node;
      node = next;
    }
    return node;
  }

  /** Where a pointer's value starts; for an object member, where its name starts. */
  at(pointer: string): { line: number; col: number } {
    const node = this.nodeAt(pointer);
    if (!node) return { line: 1, col: 1 };
    const owner = node.parent?.type === 'property' ? node.parent : node;
    return this.position(owner.offset);
  }
}

// ---- meta-schema messages in plain words -------------------------------------------------------

// ---- walking a file's data ---------------------------------------------------------------------

export function walkData(
  value: unknown,
  visit: (value: unknown, path: Path, key: string | number | undefined) => void,
) {
  const go = (v: unknown, path: Path) => {
    visit(v, path, path[path.length - 1]);
    if (Array.isArray(v)) v.forEach((item, i) => go(item, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) go(item, [...path, k]);
  };
  go(value, []);
}

export const IMAGE = /^\/[\w\-./]+\.(svg|png|jpe?g|gif|webp|ico)$/i;

/** Where `text` has a brace that belongs to no placeholder ({name}): it would show as it is. */
export function strayBraces(text: string): number[] {
  const inPlaceholders = new Set<number>();
  for (const m of text.matchAll(PLACEHOLDER)) {
    inPlaceholders.add(m.index);
    inPlaceholders.add(m.index + m[0].length - 1);
  }
  const found: number[] = [];
  for (let i = 0; i < text.length; i++)
    if ((text[i] === '{' || text[i] === '}') && !inPlaceholders.has(i)) found.push(i);
  return found;
}

export const strayBraceReason = (brace: string) =>
  `This "${brace}" belongs to no placeholder, so the borrower would see it as it is. A placeholder is a name in braces with no space inside, like {orderNo}: close it, or take the brace out.`;

export const PATTERN_KEYS = new Set(['pattern', 'regex', 'regexp']);

/** Reports a mistake at a path of the file being checked; `warning` does not stop the check. */
export type Report = (path: Path, reason: string, severity?: 'warning') => void;

export interface KeySet {
  properties?: Record<
    string,
    {
      description?: string;
      type?: string;
      'x-placeholders'?: string[];
      /** Placeholders the text must keep, each with what the page puts there. */
      'x-required-placeholders'?: Record<string, string>;
      'x-facts'?: string[];
    }
  >;
  required?: string[];
  additionalProperties?: boolean;
}

/** A screen's own contract (schemas/meta/screens/<screen>.schema.json): what its code reads. */
export interface Contract {
  required?: string[];
  properties?: Partial<Record<'texts' | 'limits' | 'messages' | 'data' | 'rules' | 'actions', KeySet>>;
  'x-vars'?: string[];
}
