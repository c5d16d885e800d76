// What each chunk of the client build holds: its gzip size, the chunks it imports and its biggest
// inputs (packages summed, app modules by path), from a build into a scratch folder (dist/ is left
// alone). For reading where the first-load bytes of a page go.
//   npm run bench:chunks [-- <part of a chunk name>]
import { build, type Rollup } from 'vite';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../staff/schemaFiles.ts';

interface Row {
  file: string;
  gz: number;
  imports: string[];
  inputs: [string, number][];
}

/** A package under node_modules is one input (its name); an app module is its path. */
function inputName(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
  return inPackage?.[1] ?? id.replace(`${root}/`, '').replace(/^\0/, '');
}

const rows: Row[] = [];
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: join(root, 'node_modules', '.cache', 'bench-chunks'), emptyOutDir: true },
  plugins: [
    {
      name: 'bench-chunks',
      generateBundle(_options, bundle) {
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk') continue;
          const chunk = out as Rollup.OutputChunk;
          const sums = new Map<string, number>();
          for (const [id, m] of Object.entries(chunk.modules))
            sums.set(inputName(id), (sums.get(inputName(id)) ?? 0) + m.renderedLength);
          rows.push({
            file: chunk.fileName,
            gz: gzipSync(chunk.code).length,
            imports: chunk.imports,
            inputs: [...sums].sort((a, b) => b[1] - a[1]),
          });
        }
      },
    },
  ],
});
const only = process.argv[2];
for (const row of rows.sort((a, b) => b.gz - a.gz)) {
  if (only && !row.file.includes(only)) continue;
  console.log(
    `\n${row.file}: ${(row.gz / 1024).toFixed(1)} KB gz; imports ${row.imports.join(' ') || 'nothing'}`,
  );
  for (const [name, size] of row.inputs.slice(0, 12)) console.log(`  ${String(size).padStart(8)}  ${name}`);
}
