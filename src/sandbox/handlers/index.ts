// Every call of SPEC.md section 7, answered with realistic, stateful sandbox data. Used by the dev
// server (`npm start`), the end-to-end server and the component tests; never in the production build.
import type { HttpHandler } from 'msw';
import * as funnel from './funnel';
import * as site from './site';
import * as complaints from './complaints';
import * as bank from './bank';
import * as loan from './loan';
import * as repayment from './repayment';
import * as legacy from './legacy';

const areas = [funnel, site, complaints, bank, loan, repayment, legacy];

export const handlers: HttpHandler[] = areas.flatMap((a) => a.handlers);

export function resetSandbox(): void {
  for (const a of areas) a.reset();
}
