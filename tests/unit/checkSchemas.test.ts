// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems } from '../../tools/check-schemas';
import { dataFiles } from '../../tools/schema-files';
import { compileContent } from '../../tools/content-compiler';

const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
function file(name: string, text: string, meta: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return { path, rel: `schemas/screens/${name}`, name: name.replace('.json', ''), meta };
}

describe('schema and content check', () => {
  it('accepts every file in schemas/ and content/ as committed', () => {
    expect(formatProblems(checkSchemas())).toBe('');
  });

  it('names the file, the JSON pointer and the reason of a mistake', () => {
    const bad = file(
      'broken.json',
      JSON.stringify({ texts: { ok: 'fine', wrong: 42 } }),
      'screen.schema.json',
    );
    const problems = checkSchemas([bad], []);
    expect(formatProblems(problems)).toContain('schemas/screens/broken.json#/texts/wrong: must be string');
  });

  it('reports a file that is not JSON at all', () => {
    const bad = file('notjson.json', '{ "title": ', 'screen.schema.json');
    expect(formatProblems(checkSchemas([bad], []))).toMatch(/notjson\.json#: not valid JSON/);
  });

  it('refuses an unknown top-level key and a malformed action', () => {
    const bad = file(
      'actions.json',
      JSON.stringify({
        titel: 'typo',
        actions: { go: { type: 'navigate' }, boom: { type: 'eval', code: 'x' } },
      }),
      'screen.schema.json',
    );
    const text = formatProblems(checkSchemas([bad], []));
    expect(text).toContain('# : must NOT have additional properties (titel)'.replace('# ', '#'));
    expect(text).toContain("#/actions/go: must have required property 'to'");
    expect(text).toMatch(/#\/actions\/boom\/type: must be equal to one of the allowed values/);
  });

  it('refuses content with a placeholder the configuration does not have', () => {
    const md = join(dir, 'bad.md');
    writeFileSync(md, 'Write to {company.emial}');
    const app = dataFiles().filter((f) => f.rel.endsWith('app.json'));
    expect(formatProblems(checkSchemas(app, [{ path: md, rel: 'content/bad.md', name: 'bad' }]))).toBe(
      'content/bad.md#: unknown placeholder {company.emial}',
    );
  });

  it('compiles Markdown to HTML with placeholders filled and escaped', () => {
    const html = compileContent('# Title\n\nMail {company.email}', { company: { email: 'a<b>@x.ph' } });
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('a&lt;b&gt;@x.ph');
  });
});
