// The staff studio: every page by its address with the files it reads (left), the editor of the
// chosen file (middle) and the page in its states (right); a review of the saved changes, and their
// hand-over on a branch of their own when the project is a git checkout.
import { useEffect, useState } from 'react';
import type { Area, Catalogue } from '../shared/protocol';
import { api } from './api';
import { Changes } from './Changes';
import { FileEditor } from './FileEditor';

/** The page list's groups, in order, by the part of the app they are in. */
export const AREA_HEADINGS: Record<Area, string> = {
  'in-app': 'In the app',
  site: 'Company site',
  promo: 'Promotion',
};

const KIND_WORDS = { app: 'Whole app', messages: 'Whole app', screen: 'Page file', markdown: 'Long text' };

/** The chosen file, kept in the address (?file=…) so a reload or a shared link opens it again. */
function fileInAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get('file') ?? undefined;
}

function FileButton({
  file,
  chosen,
  onPick,
}: {
  file: string;
  chosen: boolean;
  onPick: (f: string) => void;
}) {
  return (
    <button
      type="button"
      className="st-file"
      aria-current={chosen ? 'true' : undefined}
      onClick={() => onPick(file)}
    >
      {file}
    </button>
  );
}

export function Studio({ initialCatalogue }: { initialCatalogue?: Catalogue } = {}) {
  const [catalogue, setCatalogue] = useState<Catalogue | undefined>(initialCatalogue);
  const [trouble, setTrouble] = useState<string>();
  const [file, setFile] = useState<string | undefined>(fileInAddress);
  const [view, setView] = useState<'edit' | 'changes'>('edit');
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    if (initialCatalogue) return;
    api
      .catalogue()
      .then(setCatalogue)
      .catch((err: unknown) => setTrouble(err instanceof Error ? err.message : String(err)));
  }, [initialCatalogue]);

  const pick = (next: string) => {
    setFile(next);
    setView('edit');
    const url = new URL(window.location.href);
    url.searchParams.set('file', next);
    window.history.replaceState(null, '', url);
  };

  const wholeApp = catalogue?.files.filter((f) => f.kind === 'app' || f.kind === 'messages') ?? [];
  // app.json and messages.json are read by every page: listed once, under "Every page".
  const everyPage = new Set(wholeApp.map((f) => f.file));
  const markdown = catalogue?.files.filter((f) => f.kind === 'markdown') ?? [];

  return (
    <div className="st-studio">
      <header className="st-header">
        <h1>Studio</h1>
        <p>
          Change the app's words, rules, limits and colours; see each page as you type; save when the check is
          happy.
        </p>
        <nav aria-label="Studio views" className="st-views">
          <button type="button" aria-pressed={view === 'edit'} onClick={() => setView('edit')}>
            Edit
          </button>
          <button type="button" aria-pressed={view === 'changes'} onClick={() => setView('changes')}>
            Changes
          </button>
        </nav>
      </header>
      {trouble ? (
        <main className="st-editor">
          <p role="alert">{`The studio's server did not answer: ${trouble}`}</p>
        </main>
      ) : !catalogue ? (
        <main className="st-editor" aria-busy="true">
          <p role="status">Loading the pages…</p>
        </main>
      ) : (
        <>
          <nav aria-label="Pages and files" className="st-nav">
            <h2>Pages</h2>
            {Object.entries(AREA_HEADINGS).map(([area, heading]) => {
              const pages = catalogue.pages.filter((p) => p.area === area);
              return pages.length ? (
                <section key={area} aria-labelledby={`area-${area}`}>
                  <h3 id={`area-${area}`}>{heading}</h3>
                  <ul className="st-pages-list">
                    {pages.map((p) => (
                      <li key={p.path}>
                        <span className="st-address">{p.path}</span>
                        <ul>
                          {p.files
                            .filter((f) => !everyPage.has(f))
                            .map((f) => (
                              <li key={f}>
                                <FileButton file={f} chosen={f === file} onPick={pick} />
                              </li>
                            ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null;
            })}
            <h2>Every page</h2>
            <p className="st-kind-word">Read by all the pages above.</p>
            <ul className="st-pages-list">
              {wholeApp.map((f) => (
                <li key={f.file}>
                  <FileButton file={f.file} chosen={f.file === file} onPick={pick} />{' '}
                  <span className="st-kind-word">{KIND_WORDS[f.kind]}</span>
                </li>
              ))}
            </ul>
            <h2>Long texts</h2>
            <ul className="st-pages-list">
              {markdown.map((f) => (
                <li key={f.file}>
                  <FileButton file={f.file} chosen={f.file === file} onPick={pick} />
                  {f.pages.length ? <span className="st-kind-word"> on {f.pages.join(', ')}</span> : null}
                </li>
              ))}
            </ul>
          </nav>
          {view === 'changes' ? (
            <Changes origin={catalogue.previewOrigin} saves={saves} onOpen={pick} />
          ) : file ? (
            <FileEditor
              key={file}
              path={file}
              names={catalogue.names}
              previewOrigin={catalogue.previewOrigin}
              onSaved={() => setSaves((n) => n + 1)}
            />
          ) : (
            <main id="editor" className="st-editor" tabIndex={-1}>
              <h2>Choose a page</h2>
              <p>
                Pick a file under a page's address on the left: its form opens here and the page shows on the
                right.
              </p>
            </main>
          )}
        </>
      )}
    </div>
  );
}
