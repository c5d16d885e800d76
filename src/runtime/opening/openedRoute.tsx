// The route of a screen that declares `open`: its skeleton while the code and the answer come, the
// failure or missing page, or the screen on its data. The screen renders only once its data has come
// back valid. Each visit of the address (each history entry) makes its own request.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { OpenedData } from './openedData';
import { startOpening, type Started } from './routing';
import { OpeningSkeleton } from '../shared/OpeningSkeleton';
import type { ScreenCode } from '../shared/screenCode';
import { useSettled } from '../shared/settled';
import { OpeningFailed, OpeningMissing, type ScreenMeta } from './views';

export interface OpenedRoute {
  Route: ComponentType;
  /** Starts the code and the request of the first page, before the first render; settles once both are in. */
  prepare(search: string): Promise<unknown>;
}

/** The route of a screen that declares `open`: skeleton, failure or the screen on its data. */
export function openedRoute(code: ScreenCode, meta: ScreenMeta): OpenedRoute {
  let prepared: (Started & { search: string }) | undefined;
  const takePrepared = (search: string): Started | undefined => {
    const first = prepared?.search === search ? prepared : undefined;
    prepared = undefined;
    return first;
  };

  function OpenedAt({ search }: { search: string }) {
    const [started, setStarted] = useState(() => takePrepared(search) ?? startOpening(meta.open, search));
    useEffect(() => started.stop, [started]);
    const result = useSettled(started.opening);
    const Screen = useSettled(code());
    const value = useMemo(() => (result?.state === 'ready' ? { data: result.data } : undefined), [result]);
    const skeleton = <OpeningSkeleton title={meta.title} />;
    if (!result) return skeleton;
    if (result.state === 'missing') return <OpeningMissing meta={meta} />;
    if (result.state === 'failed')
      return (
        <OpeningFailed
          meta={meta}
          failure={result.failure}
          text={result.message}
          retry={() => setStarted(startOpening(meta.open, search))}
        />
      );
    if (!Screen) return skeleton;
    return (
      <OpenedData.Provider value={value}>
        <Screen />
      </OpenedData.Provider>
    );
  }

  function Opened() {
    const { search, key } = useLocation();
    return <OpenedAt key={key} search={search} />;
  }
  Opened.displayName = `Opened(${meta.title})`;

  return {
    Route: Opened,
    prepare(search) {
      prepared = { search, ...startOpening(meta.open, search) };
      return Promise.allSettled([code(), prepared.opening]);
    },
  };
}
