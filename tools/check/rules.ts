// Rule lists (`rules` in a screen file): the first rule whose `when` holds wins, so a rule that an
// earlier one always wins over can never show, and a fact the rules cannot look at never holds.
import { isObject, list, didYouMean, type Contract, type Report } from './common.ts';

function sameWhen(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** First match wins: a rule after a catch-all or after the same condition never matches. */
export function checkRules(screen: Record<string, unknown>, contract: Contract | undefined, report: Report) {
  if (!isObject(screen.rules)) return;
  for (const [name, rules] of Object.entries(screen.rules)) {
    if (!Array.isArray(rules)) continue;
    const facts = contract?.properties?.rules?.properties?.[name]?.['x-facts'];
    rules.forEach((rule: unknown, i) => {
      if (!isObject(rule) || !isObject(rule.when)) return;
      const earlier = rules
        .slice(0, i)
        .findIndex(
          (r: unknown) =>
            isObject(r) &&
            isObject(r.when) &&
            (Object.keys(r.when).length === 0 || sameWhen(r.when, rule.when)),
        );
      if (earlier >= 0) {
        const catchAll = Object.keys((rules[earlier] as { when: object }).when).length === 0;
        report(
          ['rules', name, i],
          catchAll
            ? `This rule can never match: rule ${earlier} above it ("when": {}) matches every case, and the first match wins. Move this rule above it.`
            : `This rule can never match: rule ${earlier} above it has the same "when", and the first match wins.`,
        );
      }
      if (facts)
        for (const fact of Object.keys(rule.when))
          if (!facts.includes(fact))
            report(
              ['rules', name, i, 'when', fact],
              `"${fact}" is not a fact these rules can look at, so this rule would never match. The facts: ${list(facts)}.${didYouMean(fact, facts)}`,
            );
    });
  }
}
