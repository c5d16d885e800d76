// Long texts are Markdown compiled to HTML at build time; placeholders such as {company.email}
// are filled from schemas/app.json so a phone number or e-mail changes in one place. Raw HTML outside
// the allow-list of tools/staff/markdownHtml.ts and links that run code never reach the page: the check
// refuses them, and this compiler escapes them all the same.
import { Marked } from 'marked';
import { isScriptUrl, safeHtml } from './markdownHtml.ts';
import { PLACEHOLDER } from './json.ts';

export function flattenConfig(
  value: unknown,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flattenConfig(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === 'string' || typeof value === 'number') {
    out[prefix] = String(value);
  }
  return out;
}

export function placeholdersOf(markdown: string): string[] {
  return [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const compiler = new Marked({
  gfm: true,
  renderer: { html: ({ text }) => safeHtml(text) },
  walkTokens(token) {
    if ((token.type === 'link' || token.type === 'image') && isScriptUrl(token.href)) token.href = '#';
  },
});

export function compileContent(markdown: string, config: unknown): string {
  const values = flattenConfig(config);
  const filled = markdown.replace(PLACEHOLDER, (whole, key: string) =>
    key in values ? escapeHtml(values[key] as string) : whole,
  );
  return compiler.parse(filled, { async: false });
}
