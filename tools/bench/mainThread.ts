// Where a page's main thread spends a span of its load, read from the run's own trace and sorted into
// Lighthouse's task groups (those of its main-thread-work-breakdown audit). The benchmark reports it
// for the span between "the code and the answer are both in" and the largest paint: what keeps an
// in-app page from its data floor.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import type { TaskGroupIds } from 'lighthouse/core/lib/tracehouse/task-groups.js';

/** A task of the main thread, its times in milliseconds. */
type Task = Pick<TaskNode, 'startTime' | 'endTime' | 'selfTime' | 'parent'> & { group: { id: TaskGroupIds } };

/** Milliseconds per task group, and `idle` for the time no task ran. */
export type MainThreadSpan = Partial<Record<TaskGroupIds | 'idle', number>>;

const overlap = (task: Task, fromMs: number, toMs: number) =>
  Math.max(0, Math.min(task.endTime, toMs) - Math.max(task.startTime, fromMs));

/**
 * The time of `tasks` (nested ones included) inside [fromMs, toMs], per group. A task that crosses an
 * edge counts for the share of its own time that falls inside, taken as evenly spread over it.
 */
export function spanByGroup(tasks: readonly Task[], fromMs: number, toMs: number): MainThreadSpan {
  const span: MainThreadSpan = {};
  let busy = 0;
  for (const task of tasks) {
    const inside = overlap(task, fromMs, toMs);
    if (inside === 0) continue;
    const duration = task.endTime - task.startTime;
    const share = duration > 0 ? (task.selfTime * inside) / duration : 0;
    span[task.group.id] = (span[task.group.id] ?? 0) + share;
    if (!task.parent) busy += inside;
  }
  span.idle = Math.max(0, toMs - fromMs - busy);
  for (const key of Object.keys(span) as (keyof MainThreadSpan)[]) span[key] = Math.round(span[key] ?? 0);
  return span;
}

/** `spanByGroup` of a Lighthouse run's trace, the span in milliseconds on the trace's own clock. */
export function mainThreadSpan(
  trace: Parameters<typeof TraceProcessor.processTrace>[0],
  fromMs: number,
  toMs: number,
): MainThreadSpan {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    0,
  );
  return spanByGroup(tasks, fromMs, toMs);
}
