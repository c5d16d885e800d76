// The route component of a screen that declares `open`: its skeleton while the answer comes, the
// failure or missing page, or the screen on its data. The screen renders only once its data has come
// back valid.
import { Suspense, use, useMemo, type ComponentType } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { OpenedData } from './openedData';
import type { Opening } from './openScreen';
import { OpeningSkeleton } from '../shared/OpeningSkeleton';
import { OpeningFailed, OpeningMissing, type ScreenMeta } from './views';

/** Each opening its own number: a new one gets a fresh boundary, so a Retry shows the skeleton. */
const openingIds = new WeakMap<Promise<Opening>, number>();
let lastId = 0;
const idOf = (opening: Promise<Opening>) => {
  if (!openingIds.has(opening)) openingIds.set(opening, (lastId += 1));
  return openingIds.get(opening);
};

function OpenedBody({
  Screen,
  meta,
  opening,
}: {
  Screen: ComponentType;
  meta: ScreenMeta;
  opening: Promise<Opening>;
}) {
  const result = use(opening);
  const revalidator = useRevalidator();
  const { key } = useLocation();
  const value = useMemo(() => (result.state === 'ready' ? { data: result.data } : undefined), [result]);
  if (result.state === 'missing') return <OpeningMissing meta={meta} />;
  if (result.state === 'failed')
    return (
      <OpeningFailed
        meta={meta}
        failure={result.failure}
        text={result.message}
        retry={() => void revalidator.revalidate()}
      />
    );
  return (
    <OpenedData.Provider value={value}>
      <Screen key={key} />
    </OpenedData.Provider>
  );
}

/** The route component of a screen that declares `open`: skeleton, failure or the screen on its data. */
export function withOpening(Screen: ComponentType, meta: ScreenMeta): ComponentType {
  function Opened() {
    const { opening } = useLoaderData() as { opening: Promise<Opening> };
    return (
      <Suspense key={idOf(opening)} fallback={<OpeningSkeleton title={meta.title} />}>
        <OpenedBody Screen={Screen} meta={meta} opening={opening} />
      </Suspense>
    );
  }
  Opened.displayName = `Opened(${meta.title})`;
  return Opened;
}
