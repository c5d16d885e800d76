// The card-init items of the bank-form benchmark, shared by the benchmark script and the stock
// @rjsf/core page it compares against, so both render the very same form.

const BANKS = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
];

/** A form of `n` items cycling through every item type and input type, all on the e-wallet tab. */
export function benchItems(n: number) {
  const shapes = [
    { cate: 'text', inputType: 'text' },
    { cate: 'text', inputType: 'phone' },
    { cate: 'text', inputType: 'bankCard' },
    { cate: 'text', inputType: 'number' },
    { cate: 'text', inputType: 'money' },
    { cate: 'enum', note: BANKS },
    { cate: 'day' },
    { cate: 'citySelect', note: [{ name: 'Makati', type: 'MKT' }] },
  ];
  return Array.from({ length: n }, (_, i) => ({
    code: `f${i}`,
    title: `Field ${i}`,
    cardTypeMi: 0,
    ...shapes[i % shapes.length],
  }));
}
