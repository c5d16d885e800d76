// Long texts (content/*.md): a link opens something, a link to a page of the app names a route, a link
// never runs code, raw HTML stays within the small list of tools/staff/markdownHtml.ts, and a brace belongs
// to a placeholder. Each mistake is named by its line.
import { Lexer, type Token, type Tokens } from 'marked';
import { isScriptUrl, rawHtmlFindings } from '../staff/markdownHtml.ts';
import { isRoute, nearAddress } from './addresses.ts';
import { SourceFile, strayBraceReason, strayBraces, type Problem } from './common.ts';

/** The tokens inside a token (a paragraph's words, a list's items, a table's cells). */
function childrenOf(token: Token): Token[][] {
  const t = token as {
    tokens?: Token[];
    items?: Tokens.ListItem[];
    header?: Tokens.TableCell[];
    rows?: Tokens.TableCell[][];
  };
  return [
    ...(t.tokens ? [t.tokens] : []),
    ...(t.items ? [t.items] : []),
    ...(t.header ? t.header.map((c) => c.tokens) : []),
    ...(t.rows ? t.rows.flatMap((row) => row.map((c) => c.tokens)) : []),
  ];
}

/** Each token with where its source starts: found by its raw text, from its parent's start on. */
function walkTokens(text: string, tokens: Token[], from: number, visit: (t: Token, offset: number) => void) {
  let cursor = from;
  for (const token of tokens) {
    const at = token.raw ? text.indexOf(token.raw, cursor) : -1;
    const offset = at >= 0 ? at : cursor;
    visit(token, offset);
    for (const children of childrenOf(token)) walkTokens(text, children, offset, visit);
    if (at >= 0) cursor = at + token.raw.length;
  }
}

/**
 * A link opens a website, an e-mail, a phone call, a page of the app or a place on the page; one that
 * starts with a placeholder ({company.website}) is as good as the value app.json's check keeps.
 */
const opensSomething = (href: string) => /^(https?:\/\/[^/\s]|mailto:|tel:|\/|#|\{|%7B)/i.test(href);

export function checkMarkdown(source: SourceFile, publicFileExists: (path: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  // The lexer reads \r\n as \n; positions are found in the same text.
  const text = source.text.replace(/\r\n?/g, '\n');
  const lines = text === source.text ? source : new SourceFile(source.rel, text);
  const report = (offset: number, reason: string) =>
    problems.push({ file: source.rel, ...lines.position(offset), pointer: '', reason });
  walkTokens(text, new Lexer({ gfm: true }).lex(text), 0, (token, offset) => {
    if (token.type === 'html') for (const f of rawHtmlFindings(token.raw)) report(offset + f.index, f.reason);
    if (token.type !== 'link' && token.type !== 'image') return;
    const href = (token as Tokens.Link).href;
    if (isScriptUrl(href))
      report(
        offset,
        `The link "${href.slice(0, 30)}" would run code instead of opening a page. A link goes to https:, mailto:, tel: or a page of the app.`,
      );
    else if (!opensSomething(href))
      report(
        offset,
        `The link "${href}" is no address a reader can open. Write it in full: https://… for a website, mailto: for an e-mail, tel: for a phone, or a page of the app starting with /.`,
      );
    else if (
      href.startsWith('/') &&
      !href.startsWith('//') &&
      !isRoute(href) &&
      !publicFileExists(href.split(/[?#]/)[0] as string)
    )
      report(
        offset,
        `The link "${href}" goes to no page of the app (the route table, src/app/routeTable.ts) and no file under public/, so the reader would land on "page not found".${nearAddress(href)}`,
      );
  });
  for (const at of strayBraces(text)) report(at, strayBraceReason(text[at] as string));
  return problems;
}
