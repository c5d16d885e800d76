// A staff JSON file in a test's own copy, edited at a JSON pointer instead of by searching for today's
// text: a test then finds its place however staff worded, numbered, ordered or formatted the file.
// Each edit returns the 1-based line it lands on, which is where the check must point.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getNodePath, getNodeValue, type Node } from 'jsonc-parser';
import { SourceFile, walkData } from '../../tools/check/common';
import { pointerOf, type Path } from '../../tools/staff/json';

/** A near miss of a name: one letter left out of its middle (one changed, for a name of one or two). */
export function misspell(name: string): string {
  if (name.length <= 2) return name.slice(0, -1) + (name.endsWith('q') ? 'x' : 'q');
  const middle = Math.floor(name.length / 2);
  return name.slice(0, middle) + name.slice(middle + 1);
}

export class JsonCopy {
  readonly path: string;

  constructor(
    /** The copy's project folder, as `checkSchemas({ root })` takes it. */
    readonly root: string,
    readonly rel: string,
  ) {
    this.path = join(root, rel);
  }

  private source(): SourceFile {
    return new SourceFile(this.rel, readFileSync(this.path, 'utf8'));
  }

  get data(): unknown {
    return JSON.parse(readFileSync(this.path, 'utf8'));
  }

  /** The value at a pointer, which must be there. */
  get(pointer: string): unknown {
    return getNodeValue(this.node(pointer)) as unknown;
  }

  /** The pointer of the first value (in file order, `under` a pointer) that `test` accepts. */
  find(test: (value: unknown, path: Path) => boolean, under = ''): string {
    let found: string | undefined;
    walkData(this.get(under), (value, path) => {
      if (found === undefined && test(value, path)) found = under + pointerOf(path);
    });
    if (found === undefined)
      throw new Error(`${this.rel}${under ? ` ${under}` : ''} has no value the test needs`);
    return found;
  }

  /** Where a pointer's value starts; for an object member, where its name starts. */
  at(pointer: string): { line: number; col: number } {
    const source = this.source();
    const node = this.node(pointer, source);
    return source.position((node.parent?.type === 'property' ? node.parent : node).offset);
  }

  /** Writes `raw` (any text, valid JSON or not) in place of the value at `pointer`. */
  replace(pointer: string, raw: string): number {
    const node = this.node(pointer);
    return this.splice(node.offset, node.length, raw);
  }

  /** Renames the object member at `pointer`. */
  rename(pointer: string, key: string): number {
    const name = this.member(pointer).children?.[0] as Node;
    return this.splice(name.offset, name.length, JSON.stringify(key));
  }

  /** Adds `raw` (an array item, or `"key": value` in an object) on a line of its own after `pointer`'s. */
  insertAfter(pointer: string, raw: string): number {
    const node = this.owner(pointer);
    return this.splice(node.offset + node.length, 0, `,\n${raw}`) + 1;
  }

  /** Adds `raw` on a line of its own before `pointer`'s item or member. */
  insertBefore(pointer: string, raw: string): number {
    return this.splice(this.owner(pointer).offset, 0, `${raw},\n`);
  }

  /** Takes the member or item at `pointer` away, with its comma. */
  remove(pointer: string): void {
    const node = this.owner(pointer);
    const siblings = node.parent?.children ?? [];
    const i = siblings.indexOf(node);
    const next = siblings[i + 1];
    const previous = siblings[i - 1];
    const [from, to] = next
      ? [node.offset, next.offset]
      : previous
        ? [previous.offset + previous.length, node.offset + node.length]
        : [node.offset, node.offset + node.length];
    this.splice(from, to - from, '');
  }

  /** Takes away the comma after the member or item at `pointer`; returns the line of the one after it. */
  dropCommaAfter(pointer: string): number {
    const node = this.owner(pointer);
    const text = readFileSync(this.path, 'utf8');
    const comma = text.indexOf(',', node.offset + node.length);
    const next = node.parent?.children?.[(node.parent.children.indexOf(node) ?? 0) + 1];
    if (comma < 0 || !next || comma > next.offset)
      throw new Error(`${this.rel} ${pointer} has no comma after it`);
    this.splice(comma, 1, '');
    return this.source().position(next.offset - 1).line;
  }

  private node(pointer: string, source = this.source()): Node {
    const node = source.nodeAt(pointer);
    if (!node || pointerOf(getNodePath(node)) !== pointer)
      throw new Error(`${this.rel} has nothing at ${pointer}`);
    return node;
  }

  private member(pointer: string): Node {
    const parent = this.node(pointer).parent;
    if (parent?.type !== 'property') throw new Error(`${this.rel} ${pointer} is no object member`);
    return parent;
  }

  /** The node an insertion or removal goes beside: the member for an object's value, else the item. */
  private owner(pointer: string): Node {
    const node = this.node(pointer);
    return node.parent?.type === 'property' ? node.parent : node;
  }

  private splice(offset: number, length: number, raw: string): number {
    const text = readFileSync(this.path, 'utf8');
    writeFileSync(this.path, text.slice(0, offset) + raw + text.slice(offset + length));
    const startsAt = offset + (raw.length - raw.trimStart().length);
    return this.source().position(startsAt).line;
  }
}
