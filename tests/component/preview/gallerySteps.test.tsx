// A gallery scenario's steps, resolved from the staff files (tools/check/scenarios.ts) and played as
// a person would (tools/gallery-steps.ts), reach the state they are for on the real screens: a form's
// error message, a failed bank binding. Each scenario here is a fixture of this test, built from the
// schema files, so a correct staff edit (a relabel, a new rule) keeps it green.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSteps } from '../../../tools/check/scenarios';
import { playSteps, StepError, type PlayStep } from '../../../tools/gallery-steps';
import { sampleItems } from '../../../src/sandbox/bankItems';
import { endpointPath } from '../../../src/platform/endpoints';
import contact from '../../../schemas/screens/contact.json';
import bindBank from '../../../schemas/screens/bindBank.json';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';

afterEach(() => {
  server.events.removeAllListeners();
});

/** A fixture scenario's steps in the page's words; a step the check would refuse fails the test. */
function stepsOf(path: string, steps: object[]): PlayStep[] {
  const resolved = resolveSteps({ path, steps });
  expect(resolved.problems).toEqual([]);
  expect(resolved.steps).toHaveLength(steps.length);
  return resolved.steps;
}

const play = (steps: PlayStep[]) => playSteps(() => document, steps, { timeoutMs: 15000 });

describe('gallery steps on the real screens', () => {
  it('the contact form sent empty shows one of its error messages', async () => {
    renderRoute('/Contact');
    await play(stepsOf('/Contact', [{ press: 'texts.submit' }]));
    const messages = Object.values(contact.form.errorMessages).flatMap((m) => Object.values(m));
    const shown = await screen.findAllByText((text) => messages.includes(text));
    expect(shown.length).toBeGreaterThan(0);
  });

  it('the bank form, filled as a person would, fails to bind with the server’s message', async () => {
    const path = '/bindBank?product_id=busy';
    // The fields of the first tab, as the sandbox sends them; each typed as its rule accepts.
    const rules: Record<string, object> = bindBank.data.inputTypes;
    const fields = sampleItems('busy').filter(
      (i) => i.cardTypeMi === 0 || i.cardTypeMi === bindBank.limits.defaultCardType,
    );
    expect(fields.length).toBeGreaterThan(0);
    const answers: { code: unknown; message: string }[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === endpointPath('bindCard'))
        void response
          .clone()
          .json()
          .then((json) => answers.push(json as { code: unknown; message: string }));
    });
    renderRoute(path);
    await play(
      stepsOf(path, [
        ...fields.map((i) => ({
          fill: i.code,
          // A field with a rule of its own, or the one mobile-number rule, is typed as the rule accepts.
          with: ['pattern', 'format'].some((key) => key in (rules[i.inputType] ?? {}))
            ? '{valid}'
            : 'Maria Santos',
        })),
        { press: 'texts.next' },
      ]),
    );
    await expect.poll(() => answers.length, { timeout: 10000 }).toBe(1);
    const [answer] = answers as [{ code: unknown; message: string }];
    expect(String(answer.code)).not.toBe('00');
    expect(await screen.findByText(answer.message)).toBeInTheDocument();
  });

  it('a target that never comes fails, naming the step', async () => {
    renderRoute('/Contact');
    const steps: PlayStep[] = [
      { kind: 'press', name: 'A button this page never has', says: 'press "texts.nope"' },
    ];
    await expect(playSteps(() => document, steps, { timeoutMs: 300 })).rejects.toThrow(StepError);
    await expect(playSteps(() => document, steps, { timeoutMs: 300 })).rejects.toThrow(
      /^Step 1 \(press "texts\.nope"\): no button or link named "A button this page never has"/,
    );
  });
});
