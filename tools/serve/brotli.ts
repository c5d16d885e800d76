// A file's brotli as a CDN keeps it for a static file (the highest quality, made once): what
// tools/serve/serve.ts sends and what bench/size.ts counts, so the two always agree.
import { brotliCompressSync, constants } from 'node:zlib';

export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
}
