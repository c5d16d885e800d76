// Actions declared as data in screen schemas (DESIGN.md, extension point 2), run by one dispatcher.
// `runAction` is the pure core: everything it touches comes in through its environment, so tests hand
// it fakes; `useRunAction` is the thin hook that binds it to a mounted screen. Nothing is ever
// evaluated as code, and an action that names nothing known fails loudly (failLoudly.ts).
import { useMemo } from 'react';
import { config, type BridgeAction } from '../../config';
import { callBridge, type BridgePayloads } from '../../platform/bridge';
import { followServerUrl, type Followed } from '../../platform/location';
import { browser } from '../../platform/browser';
import { toast } from '../../platform/base/notify';
import { trackConversion } from '../../platform/analytics';
import { withSession } from '../../platform/base/session';
import type { Payload } from '../../platform/http';
import { endAfter, type FlightEnd } from './useSingleFlight';
import { unknownName } from '../base/failLoudly';
import { useAppNavigate } from './navigation';
import { isEndpointName } from '../../platform/endpoints';
import { requestEndpoint, type RequestOptions } from './request';
import { firstMatch } from './rules';
import type { Action as ActionSchema } from '../../config/generated/screen';
import { fill, fillShown, resolve, type Vars } from '../base/template';

/** The actions a screen file may declare: generated from the meta-schema's action definition. */
export type Action = ActionSchema;
type Kind = Action['type'];
type ActionOf<K extends Kind> = Extract<Action, { type: K }>;
/** Request and tracking parameters as a screen file writes them (`"{page.orderId}"`, `1`). */
type WrittenParams = NonNullable<ActionOf<'request'>['params']>;

export interface ActionEnv {
  /** In-app navigation; the session parameters are the host's business. */
  navigate: (to: string, replace: boolean) => void;
  back: () => void;
  bridge: (name: BridgeAction, payload: Record<string, unknown>) => void;
  /** Follows a server address after the safe-URL check (a refused one, the user is told of). */
  openServerUrl: (url: string, replace: boolean) => Followed;
  withSession: (url: string) => string;
  toast: (message: string) => void;
  track: (event: string, details: Record<string, unknown>) => void;
  request: (endpoint: string, data: Payload | FormData, options?: RequestOptions) => Promise<EndpointResult>;
  hasEndpoint: (endpoint: string) => boolean;
  /** Opens or closes a dialog the screen declares; undefined where the host has none. */
  dialog?: (name: string, open: boolean) => void;
}

/**
 * Schema data as an action. The meta-schema has checked its shape at build and test time; this tells
 * a typo in a name (a type the dispatcher does not know) from a good action, loudly.
 */
export function asAction(value: unknown, where: string): Action | undefined {
  const type: unknown = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && Object.hasOwn(handlers, type)) return value as Action;
  unknownName(`action type "${String(type)}"`, where);
  return undefined;
}

/** A page's address with its query parameters filled (template.ts); one with no value is left out. */
function withQuery(to: string, params: Record<string, string> | undefined, vars: Vars): string {
  const path = fill(to, vars, true);
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    const value = resolve(v, vars);
    if (value !== undefined && value !== null && value !== '') search.set(k, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * A request's payload: each parameter filled (template.ts), so a number stays a number on the wire.
 * The wire carries texts, numbers and true/false only: a value that is none of them (absent, or a
 * list or group the server sent) is left out, as an absent one is.
 */
function payloadOf(params: WrittenParams | undefined, vars: Vars): Payload {
  const out: Payload = {};
  for (const [k, written] of Object.entries(params ?? {})) {
    const value = resolve(written, vars);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[k] = value;
  }
  return out;
}

type Handler<K extends Kind> = (
  action: ActionOf<K>,
  env: ActionEnv,
  vars: Vars,
  where: string,
) => FlightEnd | Promise<FlightEnd>;

function navigateTo(action: ActionOf<'navigate' | 'replace'>, env: ActionEnv, vars: Vars) {
  env.navigate(withQuery(action.to, action.params, vars), action.type === 'replace');
}

function toggleDialog(action: ActionOf<'dialog' | 'closeDialog'>, env: ActionEnv, vars: Vars, where: string) {
  const name = action.type === 'dialog' ? action.name : (action.name ?? String(vars.dialog ?? ''));
  if (env.dialog) env.dialog(name, action.type === 'dialog');
  else unknownName(`dialog "${name}" (this screen declares no dialogs)`, where);
}

/**
 * One handler per kind of action of the meta-schema: the compiler refuses a kind without one, and
 * `asAction` knows the kinds by these keys.
 */
const handlers: { [K in Kind]: Handler<K> } = {
  navigate: navigateTo,
  replace: navigateTo,
  back: (_, env) => env.back(),
  bridge: (action, env, vars, where) => {
    if (!Object.hasOwn(config.bridge, action.name)) {
      unknownName(`bridge call "${action.name}"`, where);
      return;
    }
    const payload: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(action.params ?? {})) {
      const value = resolve(v, vars);
      if (value !== undefined) payload[k] = value;
    }
    if (action.session && typeof payload.url === 'string') payload.url = env.withSession(payload.url);
    env.bridge(action.name as BridgeAction, payload);
  },
  openUrl: (action, env, vars) => endAfter(env.openServerUrl(fill(action.to, vars), false)),
  openServerUrl: (action, env, vars) => {
    const url = fill(action.url, vars);
    return endAfter(env.openServerUrl(action.session ? env.withSession(url) : url, action.replace === true));
  },
  toast: (action, env, vars) => env.toast(fill(action.message, vars)),
  track: (action, env, vars) => {
    const details = payloadOf(action.params, vars);
    // Sent, never waited for: its answer is ignored (SPEC.md section 7), and the request outlives the page.
    if (action.channel === 'eventSave') void env.request('eventSave', details);
    else env.track(fill(action.event ?? '', vars), details);
  },
  dialog: toggleDialog,
  closeDialog: toggleDialog,
  request: async (action, env, vars, where) => {
    if (!env.hasEndpoint(action.endpoint)) {
      unknownName(`endpoint "${action.endpoint}"`, where);
      return;
    }
    const params = payloadOf(action.params, vars);
    const res = await (action.loading === undefined
      ? env.request(action.endpoint, params)
      : env.request(action.endpoint, params, { loadingText: fillShown(action.loading, vars) }));
    const next = res.success ? action.onSuccess : action.onFailure;
    const result = { data: res.data, message: res.message };
    return next
      ? runAction(next, env, { ...vars, result }, `${where}/${res.success ? 'onSuccess' : 'onFailure'}`)
      : undefined;
  },
  choose: (action, env, vars, where) => {
    const next = firstMatch(action.rules, vars);
    return next ? runAction(next, env, vars, `${where}/rules`) : undefined;
  },
  sequence: async (action, env, vars, where) => {
    for (const [i, a] of action.actions.entries())
      if ((await runAction(a, env, vars, `${where}/actions/${i}`)) === 'leaving') return 'leaving';
  },
};

/**
 * Runs `action` with `vars` (the page's parameters, the screen's data and its own values). `where`
 * names the schema file and key it came from, for the message when it names something unknown.
 * Resolves 'leaving' when the page is on its way elsewhere, so a single-flight lock stays shut.
 */
export async function runAction(
  action: Action,
  env: ActionEnv,
  vars: Vars = {},
  where = 'an action',
): Promise<FlightEnd> {
  const handler = Object.hasOwn(handlers, action.type) ? handlers[action.type] : undefined;
  if (!handler) {
    unknownName(`action type "${String((action as { type?: unknown }).type)}"`, where);
    return;
  }
  // A handler's own kind is its key; TypeScript cannot follow that through the record.
  return (handler as Handler<Kind>)(action as never, env, vars, where);
}

export interface EndpointResult {
  success: boolean;
  data?: unknown;
  message: string;
  /** The answer's code, for a screen that maps codes to its own words (`codes` in its schema). */
  code?: string | number;
  /** The call never got an answer (no connection, no answer in time). */
  unreachable?: boolean;
}

/** A `request` action's call: an endpoint of the catalogue by the name a schema gives. */
async function requestByName(
  name: string,
  data: Payload | FormData,
  options: RequestOptions = {},
): Promise<EndpointResult> {
  if (!isEndpointName(name)) return { success: false, message: '' };
  const res = await requestEndpoint(name, data, options);
  return {
    success: res.success,
    data: res.data,
    message: res.message,
    code: res.code,
    unreachable: res.failure === 'network',
  };
}

/** The environment of a mounted screen: router navigation with session parameters, the real bridge. */
export function useActionEnv(dialog?: ActionEnv['dialog']): ActionEnv {
  const navigate = useAppNavigate();
  return useMemo(
    () => ({
      navigate: (to, replace) => navigate(to, { replace }),
      back: () => browser.back(),
      bridge: (name, payload) => callBridge(name, payload as BridgePayloads[typeof name]),
      openServerUrl: (url, replace) => followServerUrl(url, replace ? 'replace' : 'assign'),
      withSession,
      toast,
      track: trackConversion,
      request: requestByName,
      hasEndpoint: isEndpointName,
      dialog,
    }),
    [navigate, dialog],
  );
}

/** A runner bound to the mounted screen's environment. */
export function useRunAction(): (action: Action | undefined, vars?: Vars) => Promise<FlightEnd> {
  const env = useActionEnv();
  return useMemo(() => async (action, vars) => (action ? runAction(action, env, vars) : undefined), [env]);
}
