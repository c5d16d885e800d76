// Reads a Chrome CPU profile (CDP Profiler.stop) into the table tools/bench/bankForm.ts prints with
// BENCH_PROFILE: the functions that cost the most, by their own time and by time under them. Build
// with `npx vite build --minify false` first to read the functions by their names.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const where = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;

/** The costliest functions, in milliseconds per `perCount` (per key, say), self and total. */
export function summarizeProfile(profile: CpuProfile, perCount = 1, top = 25) {
  const parent = new Map<number, number>();
  const frame = new Map<number, CallFrame>();
  for (const node of profile.nodes) {
    frame.set(node.id, node.callFrame);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // A sample's delta is the time until the next sample: the time spent where this one stood.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const own = frame.get(id);
    if (!own) return;
    self.set(where(own), (self.get(where(own)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = where(frame.get(at) as CallFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const round = (ms: number) => Math.round((ms / perCount) * 100) / 100;
  const bySelf = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
  return bySelf.map(([name, ms]) => ({
    function: name,
    selfMs: round(ms),
    totalMs: round(total.get(name) ?? 0),
  }));
}

/** The functions with the most time under them (the callers of the costly ones). */
export function inclusiveTop(profile: CpuProfile, perCount = 1, top = 40) {
  const rows = summarizeProfile(profile, perCount, Number.MAX_SAFE_INTEGER);
  return rows.sort((a, b) => b.totalMs - a.totalMs).slice(0, top);
}
