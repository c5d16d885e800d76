import { message } from '../../config';

/**
 * Shown while a screen's code or first data loads, so a slow network never shows a blank page. A
 * screen passes its `title` so the document is named while it waits too.
 */
export function Loading({ title }: { title?: string }) {
  return (
    <div className="page page--center" role="status" aria-label={message('loading')}>
      {title ? <title>{title}</title> : null}
      <span className="boot-spinner" />
    </div>
  );
}
