// The page in each of its states, in phone frames of the preview server (which runs the app on the
// drafts), scaled as the state gallery (tools/serve/gallery.ts) scales them.
import type { PreviewState } from '../shared/protocol';

export function Frame({
  origin,
  state,
  reloads = 0,
}: {
  origin: string;
  state: PreviewState;
  reloads?: number;
}) {
  const src = `${origin}${state.framePath}`;
  // A frame is a picture of the page: inert, so a page that takes the focus as it loads (a dialog
  // shown on opening) never takes it from the field staff are typing in. To use the page, open it.
  return (
    <figure className="st-frame">
      <div className="st-phone">
        <iframe key={reloads} src={src} title={state.title} loading="lazy" inert />
      </div>
      <figcaption>
        <a href={src} target="_blank" rel="noreferrer">
          {state.title}
        </a>
      </figcaption>
    </figure>
  );
}

export function Preview(props: {
  origin: string;
  states: PreviewState[];
  /** The last draft had a mistake: the frames show the last good version. */
  stale: boolean;
  reloads: number;
  onReload: () => void;
}) {
  const { origin, states, stale, reloads, onReload } = props;
  return (
    <aside className="st-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p className="st-note">
        {stale
          ? 'The draft has a mistake: these frames show the last good version until it is fixed.'
          : 'The frames show your draft as you type, before it is saved.'}{' '}
        <button type="button" className="st-link" onClick={onReload}>
          Reload the frames
        </button>
      </p>
      {states.length ? (
        <div className="st-frames">
          {states.map((s) => (
            <Frame key={`${s.framePath} ${s.title}`} origin={origin} state={s} reloads={reloads} />
          ))}
        </div>
      ) : (
        <p>No page shows this file on its own; its changes show on every page.</p>
      )}
    </aside>
  );
}
