// @vitest-environment node
// The slips of a new item type are refused by the compiler, in a sentence naming the module's file:
// a message it reads without declaring it, a declared message the screen file's contract lacks, a
// schema keyword the hand-written validator does not check, and a widget the bank form does not draw.
// Each is a module written beside the real ones (in memory) and compiled with the project's options.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type TypeScript from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../../tools/staff/schemaFiles';

// Loaded by Node itself: through the test runner's transform it looks for a source map it lacks.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

const FILE = join(root, 'src/runtime/itemTypes/probe.ts');

function moduleWith({ reads = "['required']", schema = '', widget = 'TextWidget', message = 'required' }) {
  return `import { checkString } from './checks.ts';
import { baseSchema } from './options.ts';
import { itemType } from './types.ts';
export const probe = itemType({
  reads: { messages: ${reads}, texts: [] },
  samples: [{ item: { code: 'probe', title: 'Probe' }, value: 'x' }],
  field(item, ctx) {
    return {
      schema: { ...baseSchema(item)${schema} },
      uiSchema: { 'ui:widget': '${widget}' },
      messages: { required: ctx.message('${message}', { title: item.title }) },
      required: true,
    };
  },
  validate: checkString,
});
`;
}

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, 'tsconfig.json'), (p) => ts.sys.readFile(p)).config as object,
  ts.sys,
  root,
);

/** The compiler's errors in the probe module, each as tsc prints it: file, line, sentence. */
function errorsOf(text: string): string[] {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === FILE ? ts.createSourceFile(name, text, version) : read(name, version, ...rest);
  host.fileExists = (
    (exists) => (name: string) =>
      name === FILE || exists(name)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([FILE], { ...options, noEmit: true }, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(FILE))
    .map((d) => ts.formatDiagnostic(d, { ...host, getNewLine: () => '\n', getCanonicalFileName: (f) => f }));
}

describe('a new item type', () => {
  it('compiles as the recipe writes it', () => {
    expect(errorsOf(moduleWith({}))).toEqual([]);
  });

  it.each([
    ['reads a message it does not declare', { message: 'invalid' }, /'"invalid"' is not assignable/],
    ['declares a message the screen file lacks', { reads: "['required', 'emailPattern']" }, /"emailPattern"/],
    ['uses a keyword the validator does not check', { schema: ', minimum: 3' }, /'minimum'[\s\S]*never/],
    ['gives a format the validator does not check', { schema: ", format: 'email'" }, /"email"/],
    ['names a widget the bank form does not draw', { widget: 'EmailWidget' }, /'ui:widget'/],
  ])(
    'is refused when it %s, naming its file',
    (_, slip, why) => {
      const errors = errorsOf(moduleWith(slip)).join('\n');
      expect(errors).toContain(join(dirname(FILE), 'probe.ts').replace(`${root}/`, ''));
      expect(errors).toMatch(why);
    },
    60_000,
  );
});
