// A route's screen code: fetched once, when its page is first shown or prepared before the first
// render (src/app/shared/router.tsx), and shown at once when it is already there.
import type { ComponentType, ReactNode } from 'react';
import { readable, useSettled } from './settled';

export type ScreenCode = () => Promise<ComponentType>;

/** `load` called once, its outcome readable by a render as soon as it has settled. */
export function screenCode(load: () => Promise<ComponentType>): ScreenCode {
  let code: Promise<ComponentType> | undefined;
  return () => (code ??= readable(load()));
}

/** A page that needs only its code: `fallback` while it comes. */
export function CodeRoute({ code, fallback }: { code: ScreenCode; fallback: ReactNode }) {
  const Screen = useSettled(code());
  return Screen ? <Screen /> : fallback;
}
