// A staff file of a change in the editor of the `npm start` studio: its form, the check's sentences
// as one types, its rule tables and (where the studio runs the app) live frames, all answered by the
// change's own studio on the server. A save is one commit on the change.
import { useCallback, useEffect, useMemo } from 'react';
import { CHANGE_STUDIO, type ChangeCatalogue } from '../../shared/teamProtocol';
import { ApiContext, studioApi } from '../api';
import { FileEditor } from '../FileEditor';
import { Refused } from './Refused';
import { csrfHeaders, q } from './teamApi';
import { usePolled } from './usePolled';
import '../studio.css';

const FRAMES_AGAIN_MS = 1500;
/** Room for frames comes when another editor stops typing for minutes: asked less often. */
const ROOM_AGAIN_MS = 5000;

const againWhileComing = (c: ChangeCatalogue) =>
  c.framesComing ? (c.framesWaiting ? ROOM_AGAIN_MS : FRAMES_AGAIN_MS) : undefined;

export function FormEditor({ id, path, onSaved }: { id: string; path: string; onSaved: () => unknown }) {
  const api = useMemo(
    () => studioApi({ base: CHANGE_STUDIO.replace(':id', q(id)), postHeaders: csrfHeaders }),
    [id],
  );
  const ask = useCallback(() => api.catalogue() as Promise<ChangeCatalogue>, [api]);
  const { value: catalogue, error, askNow } = usePolled(ask, againWhileComing);
  // Frames left alone for minutes give their memory back; coming back to the page asks for them again.
  useEffect(() => {
    window.addEventListener('focus', askNow);
    return () => window.removeEventListener('focus', askNow);
  }, [askNow]);
  if (error) return <Refused error={error} />;
  if (!catalogue) return <p className="tm-note">Opening the form…</p>;
  const frames = catalogue.framesComing ? (
    <p className="tm-note" role="status">
      {catalogue.framesWaiting
        ? 'Other editors’ frames take the room the studio has; this change’s frames start here when one of them stops typing. The form works meanwhile.'
        : 'Starting the frames of this change: they appear here in a moment.'}
    </p>
  ) : null;
  return (
    <ApiContext.Provider value={api}>
      <div className="tm-form-editor">
        {frames}
        <FileEditor
          key={path}
          path={path}
          names={catalogue.names}
          previewOrigin={catalogue.previewOrigin}
          onSaved={() => void onSaved()}
          landmark="section"
        />
      </div>
    </ApiContext.Provider>
  );
}
