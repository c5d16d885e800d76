// @vitest-environment node
// The drill's edited copy of the staff files is made by the test run's own process only: a test that
// starts Vite inside a worker reads vite.config.ts too, and Vitest ends its workers without an exit
// event, so a copy made there would stay in the system's temporary folder after every run.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { drillProject } from '../../tools/testing/drill/drillProject';

const copies = () => readdirSync(tmpdir()).filter((name) => name.startsWith('staff-drill-'));

it('makes no copy of the staff files inside a test worker', () => {
  expect(process.env.VITEST_POOL_ID).toBeDefined();
  const before = copies();
  const project = drillProject();
  expect(copies()).toEqual(before);
  expect(project.test?.env?.STAFF_DRILL_ROOT).not.toContain('staff-drill-');
});
