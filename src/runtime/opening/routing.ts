// The route's side of an opening: the request starts as the page is shown (or prepared before the
// first render), in parallel with the screen's code, and stops retrying once the page is left.
import { readable } from '../shared/settled';
import { openScreen, type OpenDeclaration, type Opening } from './openScreen';

export interface Started {
  opening: Promise<Opening>;
  /** Stops the request's retries: its page is gone. */
  stop(): void;
}

export function startOpening(declaration: OpenDeclaration, search: string): Started {
  const controller = new AbortController();
  return {
    opening: readable(openScreen(declaration, search, controller.signal)),
    stop: () => controller.abort(),
  };
}
