// The landing form's two add-on buttons: the image captcha (tap for a new one) and Get code with its
// countdown. Prerendered, they are on screen before their script: a tap then would do nothing, so
// until the page is live (`live`) they say plainly that they are not ready instead of losing it.
import { message } from '../../config';
import { captchaUrl } from './funnelApi';

export function CaptchaButton({
  sid,
  stamp,
  label,
  live,
  onTap,
}: {
  sid: string | undefined;
  stamp: number;
  label: string;
  live: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className="funnel__captcha"
      aria-label={label}
      aria-busy={!live}
      disabled={!live}
      onClick={onTap}
    >
      {sid && stamp ? (
        <img src={captchaUrl(sid, stamp)} alt="" width={96} height={40} />
      ) : (
        <span className="funnel__captcha-wait">{live ? null : message('loading')}</span>
      )}
    </button>
  );
}

export function SmsButton({
  text,
  counting,
  busy,
  live,
  onTap,
}: {
  text: string;
  counting: boolean;
  busy: boolean;
  live: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn funnel__sms${counting ? ' funnel__sms--counting' : ''}`}
      onClick={onTap}
      aria-busy={!live}
      disabled={busy || !live}
    >
      {text}
    </button>
  );
}
