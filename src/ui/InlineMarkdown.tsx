// The Markdown a staff-written dialog body may use: paragraphs (a blank line) and **bold**. Built as
// React elements, never as HTML, so nothing in it can run; longer texts are content/*.md, compiled at
// build time.
import { Fragment } from 'react';

export function InlineMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((paragraph, i) => (
          <p className={className} key={i}>
            {paragraph
              .split(/\*\*(.+?)\*\*/g)
              .map((part, j) =>
                j % 2 === 1 ? <strong key={j}>{part}</strong> : <Fragment key={j}>{part}</Fragment>,
              )}
          </p>
        ))}
    </>
  );
}
