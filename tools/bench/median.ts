// The benchmarks report the middle run, not the mean: one slow run on a 2-core machine (a GC, another
// process) would move a mean, and the middle run is a real run whose other figures can be shown with it.

/** The middle one of `items` by `value` (the upper middle for an even count); undefined for none. */
export const middleBy = <T>(items: readonly T[], value: (item: T) => number): T | undefined =>
  [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];

/** The median of `values`, as `middleBy` takes it. */
export const median = (values: readonly number[]): number | undefined => middleBy(values, (v) => v);
