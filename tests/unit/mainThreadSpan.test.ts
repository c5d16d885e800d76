import { describe, expect, it } from 'vitest';
import { spanByGroup } from '../../tools/bench/mainThread';

type Task = Parameters<typeof spanByGroup>[0][number];
const task = (startTime: number, endTime: number, selfTime: number, id: Task['group']['id'], parent?: Task) =>
  ({ startTime, endTime, selfTime, group: { id }, parent }) as Task;

describe("the benchmark's main-thread span", () => {
  it('counts each nested task by its own time, in the share that falls inside the span', () => {
    const top = task(0, 100, 40, 'other');
    const script = task(20, 80, 60, 'scriptEvaluation', top);
    const layout = task(120, 140, 20, 'styleLayout');
    expect(spanByGroup([top, script, layout], 50, 150)).toEqual({
      other: 20,
      scriptEvaluation: 30,
      styleLayout: 20,
      idle: 30,
    });
  });

  it('leaves out what ends before the span or starts after it', () => {
    const before = task(0, 10, 10, 'scriptParseCompile');
    const after = task(300, 320, 20, 'paintCompositeRender');
    expect(spanByGroup([before, after], 10, 300)).toEqual({ idle: 290 });
  });
});
