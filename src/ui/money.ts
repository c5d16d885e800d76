// Money as the product shows it (SPEC.md section 9): thousands grouped with a dot; amounts kept in
// minor units are divided by 100.
export function groupThousands(value: number | string): string {
  const [whole = '0', fraction] = String(value).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${digits}${fraction ? `,${fraction}` : ''}`;
}

export function fromMinorUnits(minor: number | string): number {
  return Number(minor) / 100;
}
