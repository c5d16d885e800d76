// What a keypad may put into a field (SPEC.md section 5, input widgets): digits only for phone,
// bank card and number types, a money amount with one decimal point, and a maximum length. The
// stored value is clean; digits are displayed in the groups the schema gives (a phone 3-4-4 or
// 4-3-4, a bank card in fours), so the grouping follows the country, not the code.
export interface InputRule {
  kind: 'text' | 'digits' | 'phone' | 'bankCard' | 'money';
  maxLength?: number;
  /** Sizes of the displayed digit groups; the last size repeats. None: shown as typed. */
  groups?: readonly number[];
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

function cleanMoney(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
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
    case 'money':
      return { clean: (raw) => cap(cleanMoney(raw)), display: (v) => v };
    default:
      return { clean: cap, display: (v) => v };
  }
}
