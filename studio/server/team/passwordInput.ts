// A password from standard input: the first line of what is piped in, or typed twice at a prompt that
// does not show it.
import type { CommandIo } from './commandLine.ts';
import { Refusal } from './refusal.ts';

async function pipedLine(stdin: CommandIo['stdin']): Promise<string> {
  let text = '';
  for await (const chunk of stdin as AsyncIterable<Buffer | string>) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed without echo. */
function hiddenLine(io: CommandIo, prompt: string): Promise<string> {
  const stdin = io.stdin as NodeJS.ReadStream;
  io.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    const done = (fn: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      io.stderr.write('\n');
      fn();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(typed));
        if (ch === '\u0003') return done(() => reject(new Refusal(400, 'Stopped.')));
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += ch;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}

export async function readPassword(io: CommandIo): Promise<string> {
  if (!io.stdin.isTTY) return pipedLine(io.stdin);
  const first = await hiddenLine(io, 'Password: ');
  const again = await hiddenLine(io, 'The same password again: ');
  if (first !== again) throw new Refusal(400, 'The two passwords differ; nothing was changed.');
  return first;
}
