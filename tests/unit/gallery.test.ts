// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { galleryHtml } from '../../tools/gallery';
import { sandboxMiddleware } from '../../tools/sandbox-middleware';
import { endpointPath } from '../../src/platform/endpoints';
import { framePath, HOLD_PARAM, isHeld, scenarioAnswer, scenarios } from '../../src/sandbox/scenarios';

describe('state gallery', () => {
  it('every scenario file names a group, a title and an address of this app', () => {
    const list = scenarios();
    expect(list.length).toBeGreaterThan(20);
    for (const s of list) {
      expect(s.group, s.name).toMatch(/\S/);
      expect(s.title, s.name).toMatch(/\S/);
      expect(s.path, s.name).toMatch(/^\//);
    }
  });

  it('shows each scenario in its own phone-sized frame, under its group', () => {
    const list = scenarios();
    const html = galleryHtml(list);
    expect(html.match(/<iframe /g)).toHaveLength(list.length);
    for (const s of list) expect(html).toContain(`src="${framePath(s).replace(/&/g, '&amp;')}"`);
    // Each group of the scenario files (staff files) heads its frames; a plain-word group needs no escaping.
    const group = list.find((s) => /^[\w ]+$/.test(s.group))?.group as string;
    expect(html).toContain(`<h2>${group}</h2>`);
    expect(html).toContain('width:390px;height:844px');
  });

  it('answers a scenario id with the answer its file gives', () => {
    expect(scenarioAnswer('loan-details', 'scenario-order-180-overdue')).toMatchObject({
      orderStatus: 180,
      isDelay: '1',
    });
    expect(scenarioAnswer('loan-details', '174')).toBeUndefined();
  });

  it('opens a held scenario with the mark the sandbox holds, and any other as written', () => {
    const held = { name: 'x-loading', group: 'g', title: 't', path: '/loanDetails?orderId=1', hold: true };
    expect(framePath(held)).toBe(`/loanDetails?orderId=1&${HOLD_PARAM}=x-loading`);
    expect(framePath({ ...held, path: '/promo/#/register?id=7' })).toBe(
      `/promo/?${HOLD_PARAM}=x-loading#/register?id=7`,
    );
    expect(framePath({ ...held, hold: false })).toBe('/loanDetails?orderId=1');
    expect(isHeld(`http://127.0.0.1:5173${framePath(held)}`)).toBe(true);
    expect(isHeld('http://127.0.0.1:5173/loanDetails?orderId=1')).toBe(false);
    expect(isHeld(undefined)).toBe(false);
    const html = galleryHtml([held]);
    expect(html).toContain(`src="/loanDetails?orderId=1&amp;${HOLD_PARAM}=x-loading"`);
  });

  it('the sandbox never answers a request from a held page, and answers the same request otherwise', async () => {
    const ask = (referer?: string) => {
      const req = Object.assign(
        (async function* () {
          yield Buffer.from('orderId=174');
        })(),
        {
          url: endpointPath('loanDetails'),
          method: 'POST',
          headers: {
            host: '127.0.0.1',
            'content-type': 'application/x-www-form-urlencoded',
            ...(referer ? { referer } : {}),
          },
        },
      ) as unknown as IncomingMessage;
      const seen = { ended: false, next: false };
      const res = {
        statusCode: 0,
        setHeader: () => undefined,
        end: () => void (seen.ended = true),
      } as unknown as ServerResponse;
      const done = sandboxMiddleware(req, res, () => void (seen.next = true));
      return { seen, done };
    };
    const held = ask(`http://127.0.0.1/loanDetails?orderId=174&${HOLD_PARAM}=order-loading`);
    await held.done;
    await new Promise((r) => setTimeout(r, 300));
    expect(held.seen).toEqual({ ended: false, next: false });
    const answered = ask('http://127.0.0.1/loanDetails?orderId=174');
    await answered.done;
    expect(answered.seen).toEqual({ ended: true, next: false });
  });
});
