// Repayment by code or QR (SPEC.md section 2): showType 1 shows the code to copy and the channels
// that take it; showType 2 shows the QR image and how to scan it.
import { screen } from '../../config/generated/screens/repaymentOfCode';
import { usePageParams } from '../../runtime/shared/navigation';
import { CopyButton } from '../../ui/CopyButton';
import { Money } from '../../ui/Money';
import './repayment.css';

const { texts, data } = screen;

const TRUSTED_IMAGE = /^(https?:\/\/|data:image\/|\/(?!\/))/i;
const BASE64 = /^[A-Za-z0-9+/\s]{16,}={0,2}$/;
/** How base64 image data starts, by type; a QR code is a PNG unless its bytes say otherwise. */
const IMAGE_TYPES: [string, string][] = [
  ['/9j/', 'jpeg'],
  ['R0lG', 'gif'],
  ['PHN2', 'svg+xml'],
  ['PD94', 'svg+xml'],
  ['UklG', 'webp'],
];

/**
 * Only an image we can trust goes into <img>: https, an inline image, or our own path. The app
 * encodes the image into the query: as an address (decoded once more if it came encoded twice), or
 * as the image's base64 data, where a '+' the query turned into a space is put back.
 */
function safeImage(src: string | null): string | undefined {
  if (!src) return undefined;
  // Before the path test: JPEG data starts with a slash.
  if (BASE64.test(src)) {
    const data = src.replace(/\s/g, '+');
    const type = IMAGE_TYPES.find(([start]) => data.startsWith(start))?.[1] ?? 'png';
    return `data:image/${type};base64,${data}`;
  }
  if (TRUSTED_IMAGE.test(src)) return src;
  try {
    const decoded = decodeURIComponent(src);
    return TRUSTED_IMAGE.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

export default function RepaymentOfCode() {
  const params = usePageParams();
  const showType = params.get('showType') ?? '1';
  const payCode = params.get('payCode') ?? '';
  const qr = safeImage(params.get('payCodeImg'));

  return (
    <main className="page repayment">
      <title>{screen.title}</title>
      <section className="card repayment__summary">
        <p className="money__label">{texts.amount}</p>
        <p className="money__amount">
          <Money amount={params.get('repayAmount') ?? 0} />
        </p>
      </section>
      {showType === '2' ? (
        <section className="card">
          <h1>{texts.qrTitle}</h1>
          {qr ? (
            <img className="repayment__qr" src={qr} alt={texts.qrAlt} />
          ) : (
            <p role="alert">{texts.noCode}</p>
          )}
          <h2>{texts.tipsTitle}</h2>
          <ol className="repayment__steps">
            {data.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </section>
      ) : (
        <section className="card">
          <h1>{texts.codeLabel}</h1>
          {payCode ? (
            <div className="repayment__code">
              <div>
                <strong>{payCode}</strong>
              </div>
              <CopyButton text={payCode} />
            </div>
          ) : (
            <p role="alert">{texts.noCode}</p>
          )}
          <p className="money__label">{texts.codeHint}</p>
          <img src={data.channelImage} alt={texts.channelAlt} width="100%" />
        </section>
      )}
    </main>
  );
}
