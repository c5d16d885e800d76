// The staff edit drill as a Vitest project: the component tests run again on a copy of schemas/,
// content/ and public/ where tools/testing/drill/staffDrill.ts made every staff edit at once (every text, limit,
// colour and presentation order), and tests/drill/ checks the copy and looks for the specific edits on
// screen. The copy is made once per run.
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { root } from '../../staff/schemaFiles.ts';
import { applyStaffEdits } from './staffDrill.ts';
import { schemasPlugin } from '../../bundle/schemasPlugin.ts';
import { routesPlugin } from '../../bundle/routesPlugin.ts';

/**
 * Component tests that must pass unchanged on the edited copy: every one that renders a screen or
 * reads a staff file, which is all of tests/component but the few listed in `readNoStaffFile`.
 */
export const drillSuites = ['tests/component/**/*.test.{ts,tsx}'];
/** Component tests of code that reads no staff file: the drill changes nothing under them. */
const readNoStaffFile = ['tests/component/complaints/compressImage.test.ts'];

export function drillProject(): TestProjectInlineConfiguration {
  // Only a test run's own process needs the copy: `vite build` and `npm start` read this file too, and
  // so do tests that start Vite inside a worker, which Vitest ends without an exit event (a copy made
  // there would stay behind). One per run, so two runs side by side never share it, removed when the
  // run ends. Workers and what they spawn carry VITEST_POOL_ID.
  let dir = join(root, 'schemas-drill-unused');
  if (process.env.VITEST && !process.env.VITEST_POOL_ID) {
    dir = mkdtempSync(join(tmpdir(), 'staff-drill-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    for (const folder of ['schemas', 'content', 'public'])
      cpSync(join(root, folder), join(dir, folder), { recursive: true });
    applyStaffEdits(dir);
  }
  return {
    plugins: [routesPlugin({ root: dir }), schemasPlugin({ root: dir }), react()],
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
      exclude: readNoStaffFile,
      testTimeout: 20000,
      css: false,
      env: { STAFF_DRILL_ROOT: dir },
    },
  };
}
