// A gallery scenario's steps, resolved from the staff files (tools/check/scenarios.ts) and played as
// a person would (tools/serve/gallerySteps.ts), reach the state they are for on the real screens: a form's
// error message, a failed bank binding. Each scenario here is a fixture of this test, built from the
// schema files, so a correct staff edit (a relabel, a new rule) keeps it green.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSteps, type PlayStep } from '../../../tools/check/scenarios';
import { playSteps, StepError } from '../../../tools/serve/gallerySteps';
import { bankFormSteps } from '../../support/bankSteps';
import { endpointPath } from '../../../src/platform/endpoints';
import contact from '../../../schemas/screens/contact.json';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';

afterEach(() => {
  server.events.removeAllListeners();
});

/** A fixture scenario's steps in the page's words; a step the check would refuse fails the test. */
function stepsOf(path: string, steps: object[]): PlayStep[] {
  // The staff files the screens render: the drill's edited copy when it runs this file.
  const resolved = resolveSteps({ path, steps }, process.env.STAFF_DRILL_ROOT);
  expect(resolved.problems, JSON.stringify(resolved.problems)).toEqual([]);
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
    const answers: { code: unknown; message: string }[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === endpointPath('bindCard'))
        void response
          .clone()
          .json()
          .then((json) => answers.push(json as { code: unknown; message: string }));
    });
    renderRoute(path);
    await play(stepsOf(path, bankFormSteps('busy')));
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
