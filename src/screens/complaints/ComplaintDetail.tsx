// Complaint detail (SPEC.md sections 2, 4): the complaint, customer service's result block (shown
// only when it has text or images) and, a few seconds after the page opens, the rating dialog of the
// schema when the server asks for one (the `askRating` rule: isNeedScore non-zero). The runtime opens
// it on problem-detail (`open` in its schema), so it renders only with a valid answer.
import { useEffect, useMemo, useRef } from 'react';
import { screen } from '../../config/generated/screens/complaintDetail';
import { config } from '../../config';
import { usePageParams } from '../../runtime/shared/navigation';
import { useOpeningData } from '../../runtime/opening/openedData';
import { firstMatch, type Rule } from '../../runtime/shared/rules';
import { useScreenActions } from '../../runtime/screenActions';
import { fill } from '../../runtime/base/template';
import { detailOf, type RawDetail } from './api';
import { ImageGallery } from './ImageGallery';
import './complaints.css';

const FILE = 'schemas/screens/complaintDetail.json';
const { texts, limits } = screen;
const rules: { askRating: Rule<boolean>[] } = screen.rules;

/** The complaint's images or the answer's, in the grid that enlarges one when tapped. */
function ImageGrid(props: { images: string[]; viewLabel: string; imageLabel: string }) {
  return (
    <div className="complaint-images__grid">
      <ImageGallery {...props} closeLabel={texts.close} />
    </div>
  );
}

export default function ComplaintDetail() {
  const problemId = usePageParams().get('problemId') ?? '';
  const raw = useOpeningData<RawDetail>();
  const detail = useMemo(() => detailOf(raw), [raw]);
  const vars = useMemo(() => ({ page: { problemId }, data: detail }), [problemId, detail]);
  const { run, dialogs } = useScreenActions(FILE, screen, vars);

  const needsRating = firstMatch(rules.askRating, { ...detail }) === true;
  // Asked once per opening: a sent or cancelled rating does not come back while the page stays.
  const asked = useRef(false);
  useEffect(() => {
    if (!needsRating || asked.current) return;
    const timer = setTimeout(() => {
      asked.current = true;
      void run('askRating');
    }, limits.ratingDelayMs);
    return () => clearTimeout(timer);
  }, [needsRating, run]);

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
            <ImageGrid images={images} viewLabel={texts.viewImage} imageLabel={texts.imageAlt} />
          </>
        ) : null}
      </section>

      {resultText || resultImages.length > 0 ? (
        <section className="card complaint-result" aria-label={texts.processResult}>
          <h2>{texts.processResult}</h2>
          <p className="complaint-result__agent">{config.supportAgentLabel}</p>
          {resultText ? <p className="complaint-text">{resultText}</p> : null}
          {resultImages.length > 0 ? (
            <ImageGrid
              images={resultImages}
              viewLabel={texts.viewResultImage}
              imageLabel={texts.resultImageAlt}
            />
          ) : null}
        </section>
      ) : null}
      {dialogs}
    </main>
  );
}
