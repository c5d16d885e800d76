// Long texts arrive as HTML compiled at build time from content/*.md (never from a server), so
// they can be injected as they are and prerendered with the page.
import './site.css';

interface MarkdownProps {
  html: string;
  className?: string;
}

export function Markdown({ html, className }: MarkdownProps) {
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An in-app text page (about us, privacy policy, loan agreement): no site navigation, the webview has its own. */
export function InAppTextPage({ title, html }: { title: string; html: string }) {
  return (
    <main className="page inapp-text">
      <title>{title}</title>
      <h1 className="inapp-text__title">{title}</h1>
      <Markdown html={html} className="card" />
    </main>
  );
}
