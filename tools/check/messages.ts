// The shared messages the app's code reads (message('…') in src/) are the `required` of
// schemas/meta/messages.schema.json, each described by when the app shows it. A deleted or misspelt
// one is refused here, in those words, rather than left to the typecheck of a developer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean, type KeySet, type Report } from './common.ts';

export function checkSharedMessages(messages: Record<string, unknown>, base: string, report: Report) {
  const meta = JSON.parse(readFileSync(join(base, 'schemas/meta/messages.schema.json'), 'utf8')) as KeySet;
  const read = meta.required ?? [];
  const present = Object.keys(messages).filter((k) => k !== '$schema');
  const unread = present.filter((k) => !read.includes(k));
  for (const key of read) {
    if (present.includes(key)) continue;
    const when = meta.properties?.[key]?.description;
    const near = unread.find((k) => didYouMean(k, [key]));
    const said = when ? ` ${when}` : '';
    // A misspelt key is where the staff member looks: point at it.
    if (near)
      report(
        [near],
        `The app reads no message "${near}"; it reads "${key}", which is missing.${said} Did you mean "${key}"?`,
      );
    else
      report([], `The message "${key}" is missing from this file, and the app reads it.${said} Add it back.`);
  }
}
