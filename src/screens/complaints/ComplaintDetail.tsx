// Complaint detail (SPEC.md sections 2, 4): the complaint, customer service's result block (shown
// only when it has text or images) and, a few seconds after loading, a rating dialog when the server
// asks for one (isNeedScore non-zero).
import { useCallback, useEffect, useState } from 'react';
import { screen } from '../../config/generated/screens/complaintDetail';
import { config } from '../../config';
import { toast } from '../../platform/notify';
import { firstMatch } from '../../runtime/rules';
import { AppLink } from '../../runtime/AppLink';
import { usePageParams } from '../../runtime/navigation';
import { fill } from '../../runtime/template';
import { RatingDialog } from '../../ui/RatingDialog';
import { Loading } from '../../ui/Loading';
import { problemDetail, saveScore, type DetailData } from './api';
import { ImageGallery } from './ImageGallery';
import './complaints.css';
import { Retry } from '../../ui/Retry';

const { texts, messages, limits, data } = screen;
const rules = screen.rules;
type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; detail: DetailData };

export default function ComplaintDetail() {
  const problemId = usePageParams().get('problemId') ?? '';
  const [load, setLoad] = useState<Load>({ state: problemId ? 'loading' : 'failed' });
  const [rating, setRating] = useState(false);

  const fetchDetail = useCallback(async () => {
    if (!problemId) return;
    setLoad({ state: 'loading' });
    const res = await problemDetail(problemId);
    setLoad(res.success && res.data ? { state: 'ready', detail: res.data } : { state: 'failed' });
  }, [problemId]);

  useEffect(() => {
    void fetchDetail();
  }, [fetchDetail]);

  const needsRating = load.state === 'ready' && firstMatch(rules.askRating, { ...load.detail }) === true;
  useEffect(() => {
    if (!needsRating) return;
    const timer = setTimeout(() => setRating(true), limits.ratingDelayMs);
    return () => clearTimeout(timer);
  }, [needsRating]);

  if (load.state === 'loading') return <Loading title={screen.title} />;
  if (load.state === 'failed') {
    return (
      <main className="page page--center complaint">
        <title>{screen.title}</title>
        <h1>{screen.title}</h1>
        <p>{problemId ? texts.loadFailed : texts.missingId}</p>
        {problemId ? <Retry onRetry={() => void fetchDetail()} /> : null}
        <AppLink className="btn" to={data.listPath}>
          {texts.toList}
        </AppLink>
      </main>
    );
  }

  const { detail } = load;
  const images = detail.images;
  const resultImages = detail.disposeImages;
  const resultText = detail.disposeDetail?.trim() ?? '';
  const typeText = detail.sonType
    ? fill(texts.typeWithSubType, { type: detail.type ?? '', sonType: detail.sonType })
    : String(detail.type ?? '');

  return (
    <main className="page complaint">
      <title>{screen.title}</title>
      <h1>{screen.title}</h1>
      <section className="card" aria-label={texts.content}>
        <div className="row">
          <span className="row__label">{texts.type}</span>
          <span>{typeText}</span>
        </div>
        <h2>{texts.content}</h2>
        <p className="complaint-text">{detail.content}</p>
        {images.length > 0 ? (
          <>
            <h3>{texts.images}</h3>
            <div className="complaint-images__grid">
              <ImageGallery
                images={images}
                viewLabel={texts.viewImage}
                imageLabel={texts.imageAlt}
                closeLabel={texts.close}
              />
            </div>
          </>
        ) : null}
      </section>

      {resultText || resultImages.length > 0 ? (
        <section className="card complaint-result" aria-label={texts.processResult}>
          <h2>{texts.processResult}</h2>
          <p className="complaint-result__agent">{config.supportAgentLabel}</p>
          {resultText ? <p className="complaint-text">{resultText}</p> : null}
          {resultImages.length > 0 ? (
            <div className="complaint-images__grid">
              <ImageGallery
                images={resultImages}
                viewLabel={texts.viewResultImage}
                imageLabel={texts.resultImageAlt}
                closeLabel={texts.close}
              />
            </div>
          ) : null}
        </section>
      ) : null}

      <RatingDialog
        visible={rating}
        texts={{
          title: texts.rateTitle,
          text: texts.rateText,
          cancel: texts.cancel,
          send: texts.send,
          chooseStar: messages.chooseStar,
        }}
        count={limits.stars}
        onCancel={() => setRating(false)}
        onSend={async (score) => {
          const res = await saveScore(score, String(detail.problemId ?? problemId), texts.sending);
          if (!res.success) return false;
          toast(messages.scoreSaved);
          setRating(false);
          return true;
        }}
      />
    </main>
  );
}
