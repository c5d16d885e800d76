// One staff file being edited: as saved, as typed, and what the check says of the draft. Every change
// is checked as a draft (and shown in the preview frames) once typing pauses.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileData, Problem } from '../shared/protocol';
import { ApiError, useApi } from './api';

/** How long typing pauses before the draft is checked: a keystroke reaches the frames well within 1 s. */
export const DRAFT_DELAY_MS = 150;

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export type DraftFile = ReturnType<typeof useDraftFile>;

export function useDraftFile(path: string, initial?: FileData, onSaved?: (path: string) => void) {
  const api = useApi();
  const [data, setData] = useState<FileData | undefined>(initial);
  const [loadError, setLoadError] = useState<string>();
  const [text, setText] = useState(initial?.text ?? '');
  const [savedText, setSavedText] = useState(initial?.savedText ?? '');
  const [problems, setProblems] = useState<Problem[]>(initial?.problems ?? []);
  const [previewUpdated, setPreviewUpdated] = useState(true);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(0);

  useEffect(() => {
    if (initial) return;
    let live = true;
    api
      .file(path)
      .then((d) => {
        if (!live) return;
        setData(d);
        setText(d.text);
        setSavedText(d.savedText);
        setProblems(d.problems);
      })
      .catch((err: unknown) => live && setLoadError(messageOf(err)));
    return () => {
      live = false;
    };
  }, [api, path, initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const parsed = useMemo(() => parse(text), [text]);

  const sendDraft = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setChecking(true);
      timer.current = setTimeout(() => {
        const mine = ++sent.current;
        api
          .draft(path, next)
          .then((r) => {
            if (mine !== sent.current) return;
            setProblems(r.problems);
            setPreviewUpdated(r.previewUpdated);
            setChecking(false);
          })
          .catch((err: unknown) => {
            if (mine !== sent.current) return;
            setChecking(false);
            setStatus(`The draft could not be checked: ${messageOf(err)}`);
          });
      }, DRAFT_DELAY_MS);
    },
    [api, path],
  );

  const edit = (next: string) => {
    setText(next);
    setStatus('');
    sendDraft(next);
  };

  const save = async () => {
    setStatus('Saving…');
    try {
      await api.save(path, text, savedText);
      setSavedText(text);
      setStatus(`Saved ${path}.`);
      onSaved?.(path);
    } catch (err) {
      if (err instanceof ApiError && err.problems.length) setProblems(err.problems);
      setStatus(`Not saved: ${messageOf(err)}`);
    }
  };

  const changed = text !== savedText;
  return { data, loadError, text, parsed, problems, previewUpdated, checking, status, changed, edit, save };
}
