// What a keypad may put into a field (SPEC.md section 5, input widgets): digits only for phone,
// bank card and number types, a money amount with one decimal mark, and a maximum length. The
// stored value is clean; digits are displayed in the groups the schema gives (a phone 3-4-4 or
// 4-3-4, a bank card in fours), so the grouping follows the country, not the code. An amount is
// typed and shown with the decimal mark and places of the one money format (schemas/app.json), and
// kept as the plain number the server reads (15000.50).
import { config, type AppConfig } from '../../../config';
import { readAmount } from '../writtenAmount';

/** How an amount is typed: the money format's decimal mark and places. */
export type MoneyMarks = Pick<AppConfig['money'], 'decimalMark' | 'decimals'>;

export interface InputRule {
  kind: 'text' | 'digits' | 'phone' | 'bankCard' | 'money';
  maxLength?: number;
  /** Sizes of the displayed digit groups; the last size repeats. None: shown as typed. */
  groups?: readonly number[];
  /** A money field's marks; the money format of schemas/app.json when absent. */
  money?: MoneyMarks;
}

function groupDigits(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let i = 0;
  for (let g = 0; i < digits.length; g += 1) {
    const size = sizes[Math.min(g, sizes.length - 1)] as number;
    groups.push(digits.slice(i, i + size));
    i += size;
  }
  return groups.join(' ');
}

export function sanitizeInput(rule: InputRule): {
  clean: (raw: string) => string;
  display: (value: string) => string;
} {
  const cap = (s: string) => (rule.maxLength ? s.slice(0, rule.maxLength) : s);
  const grouped = (v: string) => (rule.groups?.length ? groupDigits(v, rule.groups) : v);
  switch (rule.kind) {
    case 'digits':
    case 'phone':
    case 'bankCard':
      return { clean: (raw) => cap(raw.replace(/\D/g, '')), display: (v) => grouped(v) };
    case 'money': {
      const marks = rule.money ?? config.money;
      return {
        // Typed or pasted: 5,234.50 and 5.234,50 alike, at most the format's places.
        clean: (raw) => cap(readAmount(raw, marks.decimals, marks.decimalMark)),
        display: (v) => v.replace('.', marks.decimalMark),
      };
    }
    default:
      return { clean: cap, display: (v) => v };
  }
}

/**
 * A money amount after one key of the money keyboard. A digit past the format's places is ignored, as
 * typing past the maximum length is, rather than turning the places into a group of thousands.
 */
export function pressMoneyKey(value: string, key: string, rule: InputRule): string {
  const { decimals } = rule.money ?? config.money;
  const placesFull = value.includes('.') && (value.split('.')[1] ?? '').length >= decimals;
  if (/\d/.test(key) && placesFull) return value;
  const { clean, display } = sanitizeInput(rule);
  return clean(display(value) + key);
}
