// Sends the published branch to the lender's git host, when there is one (`--push REMOTE`), after each
// publish and roll-back. The release is live whether or not the host answers: a failed push is recorded
// in the audit and the log, and the next publish sends the branch whole again.
import type { AuditLog } from './audit.ts';
import { git } from './git.ts';

export interface PushOptions {
  repo: string;
  branch: string;
  /** A remote's name or address. */
  remote: string;
  audit: AuditLog;
  log: (line: string) => void;
}

/** Pushes the branch; answers whether the host took it. Never throws. */
export async function pushMain(o: PushOptions, who: string): Promise<boolean> {
  const ref = `refs/heads/${o.branch}`;
  try {
    await git(o.repo, ['push', '--quiet', o.remote, `${ref}:${ref}`]);
    const commit = await git(o.repo, ['rev-parse', ref]);
    o.audit.append({ who, action: 'push', commit, detail: { remote: o.remote } });
    return true;
  } catch (err) {
    const reason = (err as Error).message.slice(0, 2000);
    o.log(`studio: pushing ${o.branch} to ${o.remote} failed: ${reason}`);
    o.audit.append({ who, action: 'push.failed', detail: { remote: o.remote, reason } });
    return false;
  }
}
