// The raw HTML a Markdown file (content/*.md) may hold: a few bare text tags, nothing that runs code or
// changes the page. The check (tools/check/markdown.ts) refuses the rest with its line, and the
// build's compiler (tools/staff/contentCompiler.ts) escapes it all the same, should any get past.

/** Tags a long text may use, without attributes: line breaks and inline emphasis. */
export const ALLOWED_TAGS = ['br', 'sup', 'sub', 'strong', 'em', 'b', 'i', 'u', 'small', 'mark', 'span'];

/** Tags that run code, load another page or document, or restyle the whole page. */
const DANGEROUS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'style',
  'link',
  'meta',
  'base',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
]);

/** A comment, a tag (closed or not) or a declaration, as the browser would start reading one. */
const CONSTRUCT = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z][^>]*>?|<[!?][^>]*>?/g;
const BARE = new RegExp(`^<(/?)(${ALLOWED_TAGS.join('|')})\\s*/?>$`, 'i');

/** A link or attribute address that runs code rather than opening something. */
export function isScriptUrl(url: string): boolean {
  const decoded = url
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':');
  // Browsers skip control characters and spaces inside a scheme.
  const scheme = [...decoded].filter((c) => (c.codePointAt(0) as number) > 0x20).join('');
  return /^(javascript|vbscript|data):/i.test(scheme);
}

export interface HtmlFinding {
  /** Where the construct starts in the text given. */
  index: number;
  reason: string;
}

const allowedWords = ALLOWED_TAGS.map((t) => `<${t}>`).join(', ');

function verdict(construct: string): string | undefined {
  if (construct.startsWith('<!--'))
    return construct.endsWith('-->')
      ? undefined
      : 'This comment is never closed with -->, so everything after it would be hidden. Close it, or take it out.';
  if (BARE.test(construct)) return undefined;
  const tag = /^<\/?([a-zA-Z][\w:-]*)/.exec(construct);
  const name = tag?.[1]?.toLowerCase();
  const handler = /\s(on[a-z]+)\s*=/i.exec(construct);
  if (handler)
    return `The attribute ${handler[1] as string}= would run code in the borrower's app. Take it out: a Markdown file may not hold code.`;
  const scripted = [...construct.matchAll(/=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)]
    .map((v) => (v[1] as string).replace(/^["']|["']$/g, ''))
    .find(isScriptUrl);
  if (scripted !== undefined)
    return `The address "${scripted.slice(0, 30)}" runs code instead of opening a page. Take it out: a Markdown file may not hold code.`;
  if (name && DANGEROUS.has(name))
    return `The tag <${name}> may not be used in a Markdown file: it could run code or change the page for the borrower. Take it out.`;
  if (name && ALLOWED_TAGS.includes(name))
    return `<${name}> may be used only without attributes (no style=, class= …): write it as <${name}>.`;
  return `${name ? `The tag <${name}>` : `"${construct.slice(0, 20)}"`} is not among the HTML a Markdown file may use (${allowedWords}, without attributes): write it in Markdown instead (a link as [text](address), an image as ![description](/path)).`;
}

/** Every construct of raw HTML that a Markdown file may not hold, with why. */
export function rawHtmlFindings(html: string): HtmlFinding[] {
  const found: HtmlFinding[] = [];
  for (const m of html.matchAll(CONSTRUCT)) {
    const reason = verdict(m[0]);
    if (reason) found.push({ index: m.index, reason });
  }
  return found;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Raw HTML as the page may show it: allowed bare tags and whole comments kept (a page may read a
 * comment as a marker, e.g. the payment guide's `<!-- gallery:gcash -->`), anything else as visible text.
 */
export function safeHtml(html: string): string {
  return html.replace(CONSTRUCT, (construct) => {
    if (construct.startsWith('<!--') && construct.endsWith('-->')) return construct;
    const bare = BARE.exec(construct);
    return bare ? `<${bare[1] as string}${(bare[2] as string).toLowerCase()}>` : escapeHtml(construct);
  });
}
