// A staff file of a change in the editor of the `npm start` studio: its form, the check's sentences
// as one types, its rule tables and (where the studio runs the app) live frames, all answered by the
// change's own studio on the server. A save is one commit on the change.
import { useEffect, useMemo, useState } from 'react';
import { CHANGE_STUDIO, type ChangeCatalogue } from '../../shared/teamProtocol';
import { ApiContext, studioApi } from '../api';
import { FileEditor } from '../FileEditor';
import { Refused } from './Refused';
import { csrfHeaders, q } from './teamApi';
import '../studio.css';

const FRAMES_AGAIN_MS = 1500;
/** Room for frames comes when another editor stops typing for minutes: asked less often. */
const ROOM_AGAIN_MS = 5000;

export function FormEditor({ id, path, onSaved }: { id: string; path: string; onSaved: () => unknown }) {
  const api = useMemo(
    () => studioApi({ base: CHANGE_STUDIO.replace(':id', q(id)), postHeaders: csrfHeaders }),
    [id],
  );
  const [catalogue, setCatalogue] = useState<ChangeCatalogue>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let timer: number | undefined;
    let gone = false;
    // The form opens at once; its frames follow once the change's preview server is up.
    const ask = () =>
      (api.catalogue() as Promise<ChangeCatalogue>).then(
        (answer) => {
          if (gone) return;
          setCatalogue(answer);
          if (answer.framesComing)
            timer = window.setTimeout(ask, answer.framesWaiting ? ROOM_AGAIN_MS : FRAMES_AGAIN_MS);
        },
        (err: unknown) => !gone && setError(err instanceof Error ? err.message : String(err)),
      );
    void ask();
    // Frames left alone for minutes give their memory back; coming back to the page asks for them again.
    const back = () => {
      window.clearTimeout(timer);
      void ask();
    };
    window.addEventListener('focus', back);
    return () => {
      gone = true;
      window.clearTimeout(timer);
      window.removeEventListener('focus', back);
    };
  }, [api]);
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
