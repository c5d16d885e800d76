// A helper process in a process group of its own, so that stopping it ends whatever it started too
// (npx and tsx start the real server as a child of their own).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Group {
  child: ChildProcess;
  /** Ends the whole group; nothing happens when it is gone already. Also runs when this process exits. */
  stop: () => void;
}

export function spawnGroup(command: string, args: string[], options: SpawnOptions): Group {
  const child = spawn(command, args, { ...options, detached: true });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  return { child, stop };
}
