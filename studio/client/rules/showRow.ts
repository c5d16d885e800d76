// "Show this": asks the server for the state in which a row wins (POST /studio/api/show) and hands
// its frame path to the studio: through `formContext.onShow` when the form's context has one,
// otherwise as a `studio:show` event on `window` whose `detail` is a ShowDetail. The frame path
// opens on the preview server's origin.
import { useState } from 'react';
import { ApiError, useApi } from '../api';
import { shownWords } from '../../shared/ruleWords';

/** The event the table sends when a row's state is ready, for a studio without `onShow`. */
export const SHOW_EVENT = 'studio:show';

export interface ShowDetail {
  framePath: string;
  note?: string;
  facts: Record<string, unknown>;
  path: string;
  pointer: string;
  row: number;
}

export type OnShow = (framePath: string, detail: ShowDetail) => void;

/** What the table says under a row's "Show this" button. */
export interface Shown {
  said: string;
  error?: boolean;
}

function announce(detail: ShowDetail, onShow: OnShow | undefined) {
  if (onShow) onShow(detail.framePath, detail);
  else window.dispatchEvent(new CustomEvent<ShowDetail>(SHOW_EVENT, { detail }));
}

/** Each row's "Show this" state, and the action that asks for a row's. */
export function useShowRow(file: string | undefined, pointer: string, onShow: OnShow | undefined) {
  const api = useApi();
  const [shows, setShows] = useState<Record<number, Shown>>({});
  const say = (row: number, shown: Shown) => setShows((s) => ({ ...s, [row]: shown }));

  const show = async (row: number) => {
    if (!file) return;
    say(row, { said: 'Building this state…' });
    try {
      const shown = await api.show(file, pointer, row);
      if ('reason' in shown) {
        say(row, { said: shown.reason, error: true });
        return;
      }
      say(row, { said: shownWords(shown.facts, shown.note) });
      announce(
        {
          framePath: shown.framePath,
          facts: shown.facts,
          path: file,
          pointer,
          row,
          ...(shown.note ? { note: shown.note } : {}),
        },
        onShow,
      );
    } catch (error) {
      const said = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      say(row, { said, error: true });
    }
  };
  /** After rows move or go, no row's state stands for the row now in its place. */
  const forget = () => setShows({});
  return { shows, show, forget };
}
