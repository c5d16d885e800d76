// A file's brotli as a CDN keeps it for a static file (the highest quality, made once): what
// tools/serve/serve.ts sends, what bench/size.ts counts, and what the build writes beside each text
// file for hosts that send it as it is (nginx's brotli_static, docs/hosting/nginx.conf), so they all
// agree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
}

/** The text files a page loads, which hosts send compressed. */
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/** Writes `<file>.br` beside each text file under `dir` that brotli makes smaller; tells how many. */
export function writeBrotliBeside(dir: string): number {
  let written = 0;
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT.test(rel)) continue;
    const file = join(dir, rel);
    const bytes = readFileSync(file);
    const packed = brotli(bytes);
    if (packed.length >= bytes.length) continue;
    writeFileSync(`${file}.br`, packed);
    written += 1;
  }
  return written;
}
