// The staff edit drill as a Vitest project: the component tests of the screens staff edit most run
// again on a copy of schemas/, content/ and public/ with the twelve edits of tools/staff-drill.ts, and
// tests/drill/ checks the copy and looks for each edit on screen. The copy is made once per run.
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { root } from './schema-files.ts';
import { applyStaffEdits } from './staff-drill.ts';
import { schemasPlugin } from './vite-plugin-schemas.ts';

/** Component tests that must pass unchanged on the edited copy. */
export const drillSuites = [
  'tests/component/funnel/landing.test.tsx',
  'tests/component/complaints/submit.test.tsx',
  'tests/component/loan/orderDetails.test.tsx',
  'tests/component/site/siteFrame.test.tsx',
  'tests/component/site/sitePages.test.tsx',
  'tests/component/repayment/repayment.test.tsx',
  'tests/component/bank/bindBank.form.test.tsx',
  'tests/component/bank/bindBank.submit.test.tsx',
  'tests/component/bank/bindBank.live.test.tsx',
  'tests/component/bank/bindBank.commits.test.tsx',
  'tests/component/state/drafts.test.tsx',
  'tests/component/complaints/home.test.tsx',
  'tests/component/complaints/detail.test.tsx',
  'tests/component/complaints/list.test.tsx',
  'tests/component/loan/confirmLoan.test.tsx',
  'tests/component/loan/confirmLoanAlt.test.tsx',
  'tests/component/loan/loginFailure.test.tsx',
  'tests/component/site/contact.test.tsx',
  'tests/component/site/customerService.test.tsx',
  'tests/component/site/paymentInstructions.test.tsx',
  'tests/component/site/prerender.test.tsx',
];

export function drillProject(): TestProjectInlineConfiguration {
  // Only a test run needs the copy (`vite build` and `npm start` read this file too); one per run, so
  // two runs side by side never share it, removed when the run ends.
  let dir = join(root, 'schemas-drill-unused');
  if (process.env.VITEST) {
    dir = mkdtempSync(join(tmpdir(), 'staff-drill-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    for (const folder of ['schemas', 'content', 'public'])
      cpSync(join(root, folder), join(dir, folder), { recursive: true });
    applyStaffEdits(dir);
  }
  return {
    plugins: [schemasPlugin({ root: dir }), react()],
    resolve: {
      alias: {
        'markdown-to-jsx/react': resolve(root, 'src/runtime/form/plainMarkdown.tsx'),
      },
    },
    test: {
      name: 'drill',
      environment: 'jsdom',
      globals: false,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/drill/**/*.test.{ts,tsx}', ...drillSuites],
      testTimeout: 20000,
      css: false,
      env: { STAFF_DRILL_ROOT: dir },
    },
  };
}
