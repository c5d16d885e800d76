// Where the dev specs' server runs: `npm start` on a copy of the checkout (tools/testing/devE2eServer.ts).
// These specs edit staff files as staff would (a slip for the error overlay, the studio's save, a
// scenario for the gallery); on a copy, those edits never reach the checkout whose files the build's
// specs and every other run read, and a run stopped midway leaves none behind.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);

/** The copy's folder: one per port, so two suites on one machine keep apart. */
export const devRoot = join(tmpdir(), `lender-dev-e2e-${devPort}`);

/** A file of the copy, by its path from the project root. */
export const inDevProject = (rel: string) => join(devRoot, rel);
