// The state gallery shows every screen that opens on data in its loading state (issue 12): each
// page whose route declares an opening request has a scenario that holds it, so its frame keeps
// the skeleton. Pages of one screen that open with the same request share one scenario.
import { describe, expect, it } from 'vitest';
import { inAppPages } from '../../../src/app/routes';
import { scenarios } from '../../../src/sandbox/scenarios';

describe('state gallery: loading states', () => {
  it('every screen that opens on data has a held scenario on one of its pages', () => {
    const heldPaths = new Set(
      scenarios()
        .filter((s) => s.hold)
        .map((s) => new URL(s.path, 'http://x').pathname),
    );
    const byOpening = new Map<string, string[]>();
    for (const page of inAppPages)
      if (page.open) {
        const key = `${page.screen} ${page.open.endpoint}`;
        byOpening.set(key, [...(byOpening.get(key) ?? []), page.path]);
      }
    expect(byOpening.size).toBeGreaterThan(5);
    for (const [opening, paths] of byOpening)
      expect(
        paths.some((p) => heldPaths.has(p)),
        `${opening}: add a scenario with "hold": true on ${paths.join(' or ')}`,
      ).toBe(true);
  });
});
