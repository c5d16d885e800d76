// What a page shows while its code or its opening request is on the way: its title and grey blocks in
// the places of its content. The prerendered shells paint it before any script runs, and every entry's
// route tree shows it while the next page comes.
import { message } from '../../config';

/**
 * Grey blocks in the places of the screen's content, under its title, while its data comes, and the
 * loading words under them (SPEC.md section 7: order details "shows a 'loading...' indicator").
 */
export function OpeningSkeleton({ title }: { title: string }) {
  return (
    <main className="page opening" aria-busy="true">
      <title>{title}</title>
      {/* Not yet the page's heading: that comes with the screen, so nothing waits on this one. */}
      <p className="opening__title" aria-hidden="true">
        {title}
      </p>
      <div className="opening__skeleton" role="status" aria-label={message('loading')}>
        <span className="opening__block opening__block--tall" />
        <span className="opening__block" />
        <span className="opening__block" />
        <span className="opening__block opening__block--short" />
        <span className="opening__label">{message('loading')}</span>
      </div>
    </main>
  );
}
