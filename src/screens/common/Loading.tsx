import { message } from '../../config';

/** Shown while a screen's code or first data loads, so a slow network never shows a blank page. */
export function Loading() {
  return (
    <div className="page page--center" role="status" aria-label={message('loading')}>
      <span className="boot-spinner" />
    </div>
  );
}
