import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asAction, runAction, type Action, type ActionEnv } from '../../src/runtime/shared/actions';
import { unknownName, UnknownNameError } from '../../src/runtime/base/failLoudly';
import messages from '../../schemas/messages.json';
import { actionTypes } from '../../tools/check/checkSchemas';

function fakeEnv(answer = { success: true, data: { ok: 1 }, message: '' }) {
  const env = {
    navigate: vi.fn<ActionEnv['navigate']>(),
    back: vi.fn<ActionEnv['back']>(),
    bridge: vi.fn<ActionEnv['bridge']>(),
    openServerUrl: vi.fn<ActionEnv['openServerUrl']>(() => 'left'),
    withSession: (url: string) => `${url}${url.includes('?') ? '&' : '?'}sessionId=s`,
    toast: vi.fn<ActionEnv['toast']>(),
    track: vi.fn<ActionEnv['track']>(),
    request: vi.fn<ActionEnv['request']>(async () => answer),
    hasEndpoint: (name: string) => name !== 'nowhere',
    dialog: vi.fn<NonNullable<ActionEnv['dialog']>>(),
  };
  return env;
}

const vars = { page: { orderId: '17', productId: '3' }, data: { productId: 9 }, limits: { score: 5 } };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('action dispatcher', () => {
  it('request fills its parameters from the page and the data, keeping their kind, then runs onSuccess', async () => {
    const env = fakeEnv();
    const action: Action = {
      type: 'request',
      endpoint: 'storeScore',
      params: {
        orderId: '{page.orderId}',
        productId: '{data.productId}',
        score: '{limits.score}',
        fixed: 1,
        source: 'page.orderId',
        note: 'order {page.orderId}, score {limits.score}',
        absent: '{data.none}',
      },
      onSuccess: { type: 'navigate', to: '/done', params: { orderId: '{page.orderId}' } },
      onFailure: { type: 'toast', message: 'failed' },
    };
    await runAction(action, env, vars);
    expect(env.request).toHaveBeenCalledWith('storeScore', {
      orderId: '17',
      productId: 9,
      score: 5,
      fixed: 1,
      source: 'page.orderId',
      note: 'order 17, score 5',
    });
    expect(env.navigate).toHaveBeenCalledWith('/done?orderId=17', false);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('request runs onFailure when the endpoint answers with a failure', async () => {
    const env = fakeEnv({ success: false, data: { ok: 1 }, message: 'busy' });
    await runAction(
      {
        type: 'request',
        endpoint: 'x',
        onSuccess: { type: 'back' },
        onFailure: { type: 'toast', message: '{result.message}' },
      },
      env,
    );
    expect(env.back).not.toHaveBeenCalled();
    expect(env.toast).toHaveBeenCalledWith('busy');
  });

  it('openServerUrl adds the session when asked and resolves leaving only when the page left', async () => {
    const env = fakeEnv();
    const action: Action = { type: 'openServerUrl', url: '{data.url}', session: true };
    expect(await runAction(action, env, { data: { url: 'https://a.example/x' } })).toBe('leaving');
    expect(env.openServerUrl).toHaveBeenCalledWith('https://a.example/x?sessionId=s', false);
    // The native app opens its own page over this one: the person comes back to a page still usable.
    env.openServerUrl.mockReturnValue('handedOff');
    expect(await runAction(action, env, { data: { url: 'pesoagad://x' } })).toBeUndefined();
    env.openServerUrl.mockReturnValue('refused');
    expect(await runAction(action, env, { data: { url: 'javascript:1' } })).toBeUndefined();
  });

  it('a sequence sends its tracking before it hands an address to the app, and does not wait for the answer', async () => {
    const env = fakeEnv();
    const order: string[] = [];
    // The tracking call is never answered: the app must get its address all the same.
    env.request.mockImplementation(() => {
      order.push('eventSave');
      return new Promise(() => {});
    });
    env.bridge.mockImplementation((name) => void order.push(name));
    await runAction(
      {
        type: 'sequence',
        actions: [
          { type: 'track', channel: 'eventSave', params: { productId: '{page.productId}' } },
          { type: 'track', channel: 'trackPoint', event: 'click', params: { page_type: 1 } },
          {
            type: 'bridge',
            name: 'openPage',
            params: { url: 'pesoagad://p?id={page.productId}' },
            session: true,
          },
        ],
      },
      env,
      vars,
    );
    expect(order).toEqual(['eventSave', 'openPage']);
    expect(env.request).toHaveBeenCalledWith('eventSave', { productId: '3' });
    expect(env.track).toHaveBeenCalledWith('click', { page_type: 1 });
    expect(env.bridge).toHaveBeenCalledWith('openPage', { url: 'pesoagad://p?id=3&sessionId=s' });
  });

  it("a bridge call's params keep a whole placeholder's value as it is, groups and lists filled inside", async () => {
    const env = fakeEnv();
    const extra = { product: { id: 3, tags: ['a'] } };
    await runAction(
      {
        type: 'bridge',
        name: 'openPageWithParams',
        params: {
          url: 'pesoagad://p?id={page.productId}',
          params: { product: '{data.product}', order: ['{page.orderId}', 'as written'] },
          absent: '{data.none}',
        },
      },
      env,
      { ...vars, data: extra },
    );
    const payload = env.bridge.mock.calls[0]?.[1];
    expect(payload).toEqual({
      url: 'pesoagad://p?id=3',
      params: { product: extra.product, order: ['17', 'as written'] },
    });
    expect((payload?.params as { product: unknown }).product).toBe(extra.product);
  });

  it('navigate fills its query and leaves out a parameter with no value', async () => {
    const env = fakeEnv();
    await runAction(
      {
        type: 'navigate',
        to: '/next',
        params: { id: '{data.productId}', from: 'orders', order: 'no. {page.orderId}', none: '{data.none}' },
      },
      env,
      vars,
    );
    expect(env.navigate).toHaveBeenCalledWith('/next?id=9&from=orders&order=no.+17', false);
  });

  it('choose runs the first rule that holds; dialog and closeDialog reach the host', async () => {
    const env = fakeEnv();
    const action: Action = {
      type: 'choose',
      rules: [
        { when: { stars: { atLeast: 4 } }, then: { type: 'bridge', name: 'goAppStoreRating' } },
        { when: {}, then: { type: 'dialog', name: 'thanks' } },
      ],
    };
    await runAction(action, env, { stars: 3 });
    expect(env.dialog).toHaveBeenCalledWith('thanks', true);
    await runAction(action, env, { stars: 4 });
    expect(env.bridge).toHaveBeenCalledWith('goAppStoreRating', {});
    await runAction({ type: 'closeDialog' }, env, { dialog: 'rate' });
    expect(env.dialog).toHaveBeenCalledWith('rate', false);
  });
});

describe('fail loudly', () => {
  it('in tests an unknown action type, bridge call or endpoint throws with where it came from', async () => {
    const env = fakeEnv();
    const where = 'schemas/screens/x.json#/actions/go';
    await expect(runAction({ type: 'teleport' } as unknown as Action, env, {}, where)).rejects.toThrow(
      /unknown action type "teleport" in schemas\/screens\/x.json#\/actions\/go/,
    );
    await expect(
      runAction({ type: 'bridge', name: 'fly' } as unknown as Action, env, {}, where),
    ).rejects.toThrow(UnknownNameError);
    await expect(runAction({ type: 'request', endpoint: 'nowhere' }, env, {}, where)).rejects.toThrow(
      /endpoint "nowhere"/,
    );
    expect(() => asAction({ type: 'nope' }, where)).toThrow(/nope/);
  });

  it('in production it reports once on the console and tells the user every time, never silently', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    unknownName('action "z"', 'schemas/screens/y.json#/actions/z');
    unknownName('action "z"', 'schemas/screens/y.json#/actions/z');
    expect(error).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain(messages.actionFailed);
  });
});

describe('the action vocabulary, declared once in the meta-schema', () => {
  const kinds = actionTypes();

  it('the dispatcher knows every kind the meta-schema declares', () => {
    expect(kinds.length).toBeGreaterThan(0);
    for (const type of kinds) expect(asAction({ type }, 'test'), type).toEqual({ type });
  });

  it('docs/actions.md has a row for every kind and no other', () => {
    const docs = readFileSync(join(import.meta.dirname, '../../docs/actions.md'), 'utf8');
    const table = docs.slice(0, docs.indexOf('\n\n', docs.indexOf('| type')));
    const rows = [...table.matchAll(/^\| `(\w+)`/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual([...kinds].sort());
  });
});
