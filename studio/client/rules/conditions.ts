// A rule's condition (src/runtime/shared/rules.ts: a value, a list of values, or a { } with one of the
// runtime's operators) as staff edit it: a fact, an operator in words and a value typed as text.
// The operators offered come from the runtime's own table, so a condition the studio writes is one
// the app evaluates; a condition these words cannot say is edited as written, in JSON.
import { OPERATORS, operators, type Operator } from '../../../src/runtime/shared/rules';
import { isObject } from '../../../tools/staff/json';

export type OpChoice = { id: string; words: string };

/** The words of a condition in { } the studio can say, by the runtime operator it writes. */
const SAID: Record<string, OpChoice[]> = {
  not: [
    { id: 'isNot', words: 'is not' },
    { id: 'isNoneOf', words: 'is none of' },
  ],
  present: [
    { id: 'present', words: 'has a value' },
    { id: 'absent', words: 'has no value' },
  ],
  atLeast: [
    { id: 'atLeast', words: 'is at least' },
    { id: 'below', words: 'is below' },
  ],
};

/** Every choice offered, in the runtime's order of operators; `custom` is the condition as JSON. */
export const OP_CHOICES: OpChoice[] = [
  { id: 'is', words: 'is' },
  { id: 'isOneOf', words: 'is one of' },
  ...OPERATORS.flatMap((o: Operator) => SAID[o] ?? [{ id: `op:${o}`, words: o }]),
  { id: 'custom', words: 'written as JSON' },
];

/** Choices that take no value. */
export const NO_VALUE = new Set(['present', 'absent']);

export interface FactInfo {
  name: string;
  type: string;
  known: unknown[];
  description?: string;
}

export interface Edited {
  op: string;
  text: string;
}

/** A value the words can carry as typed: a text read back trimmed, and split at commas in a list. */
const scalar = (v: unknown) =>
  typeof v === 'number'
    ? Number.isFinite(v)
    : typeof v === 'boolean' || (typeof v === 'string' && v === v.trim() && !v.includes(','));
const inList = (v: unknown) => scalar(v) && v !== '';
const listText = (values: unknown[]) => values.map(String).join(', ');

/** How a condition reads in the editor; anything the words cannot say is its JSON. */
export function toEdited(condition: unknown): Edited {
  const custom = { op: 'custom', text: JSON.stringify(condition) ?? '' };
  if (Array.isArray(condition))
    return condition.length > 0 && condition.every(inList)
      ? { op: 'isOneOf', text: listText(condition) }
      : custom;
  if (scalar(condition)) return { op: 'is', text: String(condition) };
  if (!isObject(condition)) return custom;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return custom;
  const [key] = keys as [string];
  const operand = condition[key];
  if (key === 'not') {
    if (scalar(operand)) return { op: 'isNot', text: String(operand) };
    if (Array.isArray(operand) && operand.length > 0 && operand.every(inList))
      return { op: 'isNoneOf', text: listText(operand) };
    if (isObject(operand) && Object.keys(operand).length === 1 && typeof operand.atLeast === 'number')
      return { op: 'below', text: String(operand.atLeast) };
    return custom;
  }
  if (key === 'present' && typeof operand === 'boolean')
    return { op: operand ? 'present' : 'absent', text: '' };
  if (key === 'atLeast' && typeof operand === 'number') return { op: 'atLeast', text: String(operand) };
  if (key in operators && scalar(operand)) return { op: `op:${key}`, text: String(operand) };
  return custom;
}

/**
 * A value as typed, as the fact holds it: a value the server is known to send, as it sends it ("1"
 * stays text for a fact sent as "1"); a number for a number fact; true or false for a yes/no fact.
 */
export function typedValue(text: string, fact: FactInfo | undefined): unknown {
  const t = text.trim();
  const known = fact?.known.find((k) => String(k) === t);
  if (known !== undefined) return known;
  // A fact not described yet (its facts still on their way) reads as JSON would: rules compare
  // 174 and "174" alike, so only the file's look depends on it.
  const type = fact?.type ?? 'any';
  // Only a number written as the file writes it: "1e3" or "007" stay text, as rules compare them.
  if (['number', 'any'].includes(type) && t !== '' && String(Number(t)) === t) return Number(t);
  if (['boolean', 'any'].includes(type) && (t === 'true' || t === 'false')) return t === 'true';
  return t;
}

const typedList = (text: string, fact: FactInfo | undefined) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => typedValue(part, fact));

const numberOf = (text: string): unknown => {
  const t = text.trim();
  // A value that is not a number is kept as typed, so the check says what "at least" takes.
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
};

/** The condition an edited fact / operator / value writes into the rule. */
export function fromEdited({ op, text }: Edited, fact: FactInfo | undefined): unknown {
  switch (op) {
    case 'is':
      return typedValue(text, fact);
    case 'isOneOf':
      return typedList(text, fact);
    case 'isNot':
      return { not: typedValue(text, fact) };
    case 'isNoneOf':
      return { not: typedList(text, fact) };
    case 'present':
      return { present: true };
    case 'absent':
      return { present: false };
    case 'atLeast':
      return { atLeast: numberOf(text) };
    case 'below':
      return { not: { atLeast: numberOf(text) } };
    case 'custom':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    default:
      return op.startsWith('op:') ? { [op.slice(3)]: typedValue(text, fact) } : text;
  }
}

/** The text a new choice starts from: the old value where it still fits, else none; JSON as written. */
export function retarget(from: Edited, op: string, condition: unknown): Edited {
  if (NO_VALUE.has(op)) return { op, text: '' };
  if (op === 'custom') return { op, text: JSON.stringify(condition) ?? '' };
  return { op, text: from.op === 'custom' || NO_VALUE.has(from.op) ? '' : from.text };
}
