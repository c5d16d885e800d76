// Shared by the complaint tests: a record of the calls the screens make (the sandbox still answers
// them) and picture files that survive a multipart upload under jsdom.
import { http, HttpResponse } from 'msw';
import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { server } from '../../support/server';
import { paramsOf } from '../../../src/sandbox/envelope';
import { endpointPattern, type EndpointName } from '../../../src/platform/endpoints';

// jsdom lacks pointer capture, which antd-mobile's swipeable Popup calls on every tap inside it.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (typeof Element.prototype[name] !== 'function') Element.prototype[name] = () => {};
}

interface Call {
  method: string;
  params: Record<string, string>;
  file?: { name: string; size: number };
}

/** Records each call of an endpoint; returning nothing lets the sandbox answer it. */
export function recordCalls(name: EndpointName): Call[] {
  const calls: Call[] = [];
  server.use(
    http.all(endpointPattern(name), async ({ request }) => {
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/')) {
        const part = (await request.clone().formData()).get('problemImage');
        const file = part && typeof part !== 'string' ? { name: part.name, size: part.size } : undefined;
        calls.push({ method: request.method, params: {}, file });
        return;
      }
      calls.push({ method: request.method, params: await paramsOf(request) });
    }),
  );
  return calls;
}

/**
 * jsdom brings its own File, Blob and FormData, which Node's fetch cannot serialise (the file part
 * arrives empty: vitest-dev/vitest#7080). A browser has one set; the tests use Node's one, so a
 * multipart upload carries its bytes as it would in Chromium.
 */
export async function useNodeFileClasses(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
}

export function picture(name = 'receipt.png', bytes = 2048, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A promise the test resolves when it wants a held response to go on. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Waits until antd-mobile's opening animation lets taps through (it sets pointer-events: none meanwhile). */
export async function untilTappable(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
  });
}

/**
 * Loads the lazily imported complaint screens once before a file's tests, so the first test does not
 * spend its find timeout waiting for the module to be transformed on a busy machine.
 */
export async function warmScreens(): Promise<void> {
  await Promise.all([
    import('../../../src/screens/complaints/ComplaintHome'),
    import('../../../src/screens/complaints/ComplaintSubmit'),
    import('../../../src/screens/complaints/ComplaintList'),
    import('../../../src/screens/complaints/ComplaintDetail'),
  ]);
}

/** Answers problem-init with `data` and its success code, instead of the sandbox. */
export function answerProblemInit(data: unknown): void {
  server.use(
    http.post(endpointPattern('problemInit'), () => HttpResponse.json({ code: '00', message: 'ok', data })),
  );
}
