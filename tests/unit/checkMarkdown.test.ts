// @vitest-environment node
// Long texts (content/*.md): links to pages of the app name a route, links never run code, raw HTML
// stays within the allow-list; the check refuses each with its line, and the build's compiler never
// lets disallowed HTML through even so.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { compileContent } from '../../tools/staff/contentCompiler';
import { ALLOWED_TAGS } from '../../tools/staff/markdownHtml';
import { root } from '../../tools/staff/schemaFiles';
import { inAppTable, siteTable } from '../../src/app/routeTable';
import { copy } from '../support/schemaCopy';

const contentFile = `content/${
  readdirSync(join(root, 'content'))
    .filter((f) => f.endsWith('.md'))
    .sort()[0] as string
}`;

/** Appends `lines` to the first content file of a copy; returns the line number of each. */
function append(dir: string, lines: string[]): number[] {
  const text = readFileSync(join(dir, contentFile), 'utf8');
  const first = text.split('\n').length + (text.endsWith('\n') ? 1 : 2);
  appendFileSync(join(dir, contentFile), `${text.endsWith('\n') ? '' : '\n'}\n${lines.join('\n\n')}\n`);
  return lines.map((_, i) => first + 2 * i);
}

const route = inAppTable[inAppTable.length - 1]?.path as string;
const sitePage = siteTable[siteTable.length - 1]?.path as string;

describe('Markdown links', () => {
  it('to a page of the app that is no route are refused with their line', () => {
    const dir = copy();
    const [line] = append(dir, [`See [our page](${route.slice(0, -1)}?from=help).`]);
    const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === contentFile);
    expect(found.map((p) => p.line)).toEqual([line]);
    expect(found[0]?.reason).toContain(
      `The link "${route.slice(0, -1)}?from=help" goes to no page of the app`,
    );
    expect(found[0]?.reason).toContain(`Did you mean "${route}"?`);
  });

  it('to routes, with a query, to public files and outside the app are accepted', () => {
    const dir = copy();
    append(dir, [
      `[a](${route}?orderId=1) [b](${sitePage}) [c](https://example.com) [d](mailto:{company.email}) [e](#top)`,
      '![logo](/logo.svg)',
    ]);
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});

describe('raw HTML in Markdown', () => {
  const refused = [
    '<script>alert(1)</script>',
    'Text <iframe src="https://example.com"></iframe>',
    '<style>body { display: none }</style>',
    '<object data="x"></object>',
    '<embed src="x">',
    '<form action="https://example.com"><input name="pin"></form>',
    'Tap <span onclick="steal()">here</span>',
    'Tap <a href="javascript:alert(1)">here</a>',
    'Tap [here](javascript:alert(1))',
    '<div>a block</div>',
    '<span style="color: red">red</span>',
  ];
  const allowed = [
    'Line one<br>line two',
    'E = mc<sup>2</sup>, H<sub>2</sub>O',
    '<strong>Bold</strong> and <em>em</em> <u>u</u>',
    '<!-- a note for staff -->',
  ];

  it('outside the allow-list is refused with its line; allowed tags pass', () => {
    const dir = copy();
    const lines = append(dir, [...allowed, ...refused]).slice(allowed.length);
    const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === contentFile);
    expect([...new Set(found.map((p) => p.line))], formatProblems(found)).toEqual(lines);
    const said = (i: number) =>
      found
        .filter((p) => p.line === lines[i])
        .map((p) => p.reason)
        .join(' | ');
    expect(said(0)).toContain('The tag <script> may not be used in a Markdown file');
    expect(said(1)).toContain('The tag <iframe> may not be used');
    expect(said(6)).toContain('The attribute onclick= would run code');
    expect(said(7)).toContain('"javascript:alert(1)" runs code');
    expect(said(8)).toContain('would run code instead of opening a page');
    expect(said(9)).toContain(
      `is not among the HTML a Markdown file may use (${ALLOWED_TAGS.map((t) => `<${t}>`).join(', ')}`,
    );
    expect(said(10)).toContain('<span> may be used only without attributes');
  });

  it('is never passed through by the build compiler: disallowed HTML shows as text, code links go nowhere', () => {
    const html = compileContent([...allowed, ...refused].join('\n\n'), {});
    for (const bad of [
      /<script/i,
      /<iframe/i,
      /<style/i,
      /<object/i,
      /<embed/i,
      /<form/i,
      /<input/i,
      /<div/i,
      /<[a-z][^>]*\son\w+=/i,
      /href="javascript:/i,
      /<span style/i,
    ])
      expect(html).not.toMatch(bad);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<br>');
    expect(html).toContain('<sup>2</sup>');
    expect(html).toContain('<strong>Bold</strong>');
    // A comment stays: a page may read it as a marker (the payment guide's galleries).
    expect(html).toContain('<!-- a note for staff -->');
    expect(compileContent('Text <!-- never closed', {})).toContain('&lt;!-- never closed');
  });
});
