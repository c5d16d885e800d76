// The landing form's two add-on buttons: the image captcha (tap for a new one) and Get code with its
// countdown.
import { captchaUrl } from './funnelApi';

export function CaptchaButton({
  sid,
  stamp,
  label,
  onTap,
}: {
  sid: string | undefined;
  stamp: number;
  label: string;
  onTap: () => void;
}) {
  return (
    <button type="button" className="funnel__captcha" aria-label={label} onClick={onTap}>
      {sid && stamp ? (
        <img src={captchaUrl(sid, stamp)} alt="" width={96} height={40} />
      ) : (
        <span className="funnel__captcha-wait" />
      )}
    </button>
  );
}

export function SmsButton({
  text,
  counting,
  busy,
  onTap,
}: {
  text: string;
  counting: boolean;
  busy: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn funnel__sms${counting ? ' funnel__sms--counting' : ''}`}
      onClick={onTap}
      disabled={busy}
    >
      {text}
    </button>
  );
}
