// Long texts are Markdown compiled to HTML at build time; placeholders such as {company.email}
// are filled from schemas/app.json so a phone number or e-mail changes in one place.
import { marked } from 'marked';

const PLACEHOLDER = /\{([a-zA-Z][\w.]*)\}/g;

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

export function compileContent(markdown: string, config: unknown): string {
  const values = flattenConfig(config);
  const filled = markdown.replace(PLACEHOLDER, (whole, key: string) =>
    key in values ? escapeHtml(values[key] as string) : whole,
  );
  return marked.parse(filled, { async: false, gfm: true });
}
