// Actions declared as data in screen schemas (DESIGN.md, extension point 2), run by one dispatcher.
// The environment comes from the host, so tests hand it fakes; nothing is ever evaluated as code.
import { useMemo } from 'react';
import type { BridgeAction } from '../config';
import { callBridge, type BridgePayloads } from '../platform/bridge';
import { followServerUrl } from '../platform/location';
import { browser } from '../platform/browser';
import { toast } from '../platform/notify';
import { useAppNavigate } from './navigation';
import { fill, type Vars } from './template';

export type Action =
  | { type: 'navigate' | 'replace'; to: string; params?: Record<string, string> }
  | { type: 'back' }
  | { type: 'bridge'; name: BridgeAction; params?: Record<string, unknown> }
  | { type: 'openUrl'; to: string }
  | { type: 'toast'; message: string }
  | { type: 'sequence'; actions: Action[] };

export interface ActionEnv {
  navigate: (to: string, replace: boolean) => void;
  back: () => void;
  bridge: (name: BridgeAction, payload: Record<string, unknown>) => void;
  openUrl: (url: string) => void;
  toast: (message: string) => void;
}

function withQuery(to: string, params: Record<string, string> | undefined, vars: Vars): string {
  const path = fill(to, vars, true);
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    const value = fill(v, vars);
    if (value !== '' && !/^\{[\w.]+\}$/.test(value)) search.set(k, value);
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export function runAction(action: Action, env: ActionEnv, vars: Vars = {}): void {
  switch (action.type) {
    case 'navigate':
    case 'replace':
      env.navigate(withQuery(action.to, action.params, vars), action.type === 'replace');
      return;
    case 'back':
      env.back();
      return;
    case 'bridge': {
      const payload: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(action.params ?? {}))
        payload[k] = typeof v === 'string' ? fill(v, vars) : v;
      env.bridge(action.name, payload);
      return;
    }
    case 'openUrl':
      env.openUrl(fill(action.to, vars));
      return;
    case 'toast':
      env.toast(fill(action.message, vars));
      return;
    case 'sequence':
      for (const a of action.actions) runAction(a, env, vars);
      return;
  }
}

/** The environment of a mounted screen: router navigation with session parameters, the real bridge. */
export function useActionEnv(): ActionEnv {
  const navigate = useAppNavigate();
  return useMemo(
    () => ({
      navigate: (to, replace) => navigate(to, { replace }),
      back: () => browser.back(),
      bridge: (name, payload) => callBridge(name, payload as BridgePayloads[typeof name]),
      openUrl: (url) => void followServerUrl(url),
      toast,
    }),
    [navigate],
  );
}

/** A runner bound to the mounted screen's environment. */
export function useRunAction(): (action: Action | undefined, vars?: Vars) => void {
  const env = useActionEnv();
  return useMemo(() => (action, vars) => action && runAction(action, env, vars), [env]);
}
