import type { DraftFile } from './useDraftFile';

/** The Save button, and where the draft stands: checking, mistakes to fix, shown, saved. */
export function SaveBar(props: { draft: DraftFile; mistakes: number; canBeSaved: boolean }) {
  const { draft, mistakes, canBeSaved } = props;
  const { checking, changed, previewUpdated, status, save } = draft;
  const canSave = changed && !checking && mistakes === 0 && canBeSaved;
  return (
    <div className="st-toolbar">
      <button type="button" className="st-button st-primary" disabled={!canSave} onClick={() => void save()}>
        Save
      </button>
      <span role="status" className="st-status">
        {checking
          ? 'Checking…'
          : mistakes
            ? `${mistakes === 1 ? 'One mistake' : `${mistakes} mistakes`} to fix before saving. The preview keeps the last good version meanwhile.`
            : changed
              ? previewUpdated
                ? 'No mistakes: the preview shows this draft. Not saved yet.'
                : 'Not saved yet.'
              : status || 'Saved: no changes since.'}
      </span>
      {status && (checking || mistakes || changed) ? <span className="st-status">{status}</span> : null}
    </div>
  );
}
