// Every {placeholder} of a staff text names a value the text is given.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, PLACEHOLDER, type Path } from '../staff/json.ts';
import {
  didYouMean,
  list,
  PATTERN_KEYS,
  walkData,
  type Contract,
  type KeySet,
  type Report,
} from './common.ts';
import { isOpeningParams } from './params.ts';

/** The values every text of a screen may name: app.json's, the screen's limits and data, and those its page passes. */
export function valueNames(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  config: Record<string, string>,
): Set<string> {
  return new Set([
    ...Object.keys(config),
    ...Object.keys(isObject(screen.limits) ? screen.limits : {}).map((k) => `limits.${k}`),
    ...Object.keys(isObject(screen.data) ? screen.data : {}),
    ...(contract?.['x-vars'] ?? []),
  ]);
}

/**
 * Every {placeholder} names a value the text is given: app.json, the screen's limits or data, or one
 * the page passes. An opening's params name the page's parameters, which checkParams judges.
 */
export function checkPlaceholders(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  config: Record<string, string>,
  report: Report,
) {
  if (!contract) return;
  const common = valueNames(screen, contract, config);
  const perKey = (group: 'texts' | 'messages', key: string | number | undefined) =>
    typeof key === 'string'
      ? (contract.properties?.[group]?.properties?.[key]?.['x-placeholders'] ?? [])
      : [];
  walkData(screen, (value, path, key) => {
    if (typeof value !== 'string' || key === '$schema' || (typeof key === 'string' && PATTERN_KEYS.has(key)))
      return;
    if (isOpeningParams(path.slice(0, -1))) return;
    const group = path[0] === 'texts' || path[0] === 'messages' ? path[0] : undefined;
    const allowed = new Set([...common, ...(group && path.length === 2 ? perKey(group, key) : [])]);
    if (!group)
      for (const g of ['texts', 'messages'] as const)
        for (const k of Object.keys(contract.properties?.[g]?.properties ?? {}))
          perKey(g, k).forEach((p) => allowed.add(p));
    const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    for (const name of names)
      if (!allowed.has(name))
        report(
          path,
          `The placeholder {${name}} has no value here, so the borrower would see "{${name}}" as it is.${didYouMean(name, allowed)}`,
        );
    // A misspelt or broken placeholder is said above (or as a stray brace): saying it is missing too
    // would only repeat it.
    const slipped = names.some((n) => !allowed.has(n)) || /[{}]/.test(value.replace(PLACEHOLDER, ''));
    if (group && path.length === 2 && typeof key === 'string' && value.trim() && !slipped)
      checkRequiredPlaceholders(names, contract.properties?.[group]?.properties?.[key], path, report);
  });
}

/** A text keeps the placeholders its page needs it to show (x-required-placeholders in its contract). */
function checkRequiredPlaceholders(
  names: string[],
  entry: { 'x-required-placeholders'?: Record<string, string> } | undefined,
  path: Path,
  report: Report,
) {
  for (const [name, what] of Object.entries(entry?.['x-required-placeholders'] ?? {}))
    if (!names.includes(name))
      report(
        path,
        `This text must keep {${name}}: the page puts ${what} there, and without it the borrower would not see it. Write {${name}} back where it should show.`,
      );
}

/** A shared message uses only the values the app gives it (x-placeholders in its meta-schema). */
export function checkMessagePlaceholders(messages: Record<string, unknown>, base: string, report: Report) {
  const meta = JSON.parse(readFileSync(join(base, 'schemas/meta/messages.schema.json'), 'utf8')) as KeySet;
  for (const [key, value] of Object.entries(messages)) {
    if (key === '$schema' || typeof value !== 'string') continue;
    const allowed = meta.properties?.[key]?.['x-placeholders'] ?? [];
    for (const m of value.matchAll(PLACEHOLDER)) {
      const name = m[1] as string;
      if (allowed.includes(name)) continue;
      report(
        [key],
        allowed.length
          ? `The placeholder {${name}} has no value in this message, so the borrower would see "{${name}}" as it is. This message is given ${list(allowed.map((a) => `{${a}}`))}.${didYouMean(name, allowed)}`
          : `The placeholder {${name}} has no value: this message is given none, so the borrower would see "{${name}}" as it is. Write the words out instead.`,
      );
    }
  }
}
