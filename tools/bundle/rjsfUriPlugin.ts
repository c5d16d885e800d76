// @rjsf/utils resolves a form's `$ref`s with fast-uri (7 KB gz of the form chunk); in the build it gets
// a small stand-in that answers the same (src/runtime/form/uriResolver.ts). Only @rjsf/utils: ajv
// needs the whole of fast-uri, and the dev server's bundle of RJSF's validator constructs an Ajv.
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';

export function rjsfUriPlugin(): Plugin {
  return {
    name: 'lender-rjsf-uri',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === 'fast-uri' &&
        importer &&
        /\/node_modules\/@rjsf\/utils\//.test(importer.replace(/\\/g, '/'))
      )
        return join(root, 'src/runtime/form/uriResolver.ts');
      return null;
    },
  };
}
