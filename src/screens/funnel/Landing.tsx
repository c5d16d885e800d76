// The promotion landing page (SPEC.md sections 2, 4, 5, 7, 8): campaign parameters, the channel
// template, visit and click tracking, and registration with mobile, image captcha and SMS code.
// It is prerendered: nothing here may read the address or storage before the page has mounted.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import * as validators from 'virtual:form-validator/register';
import screen from '../../../schemas/screens/register.json';
import { config, message } from '../../config';
import { clientType, trackConversion } from '../../platform/analytics';
import { toast } from '../../platform/notify';
import { withSession } from '../../platform/session';
import { FlatForm, fieldMessages } from '../../runtime/form/FlatForm';
import { useAppNavigate } from '../../runtime/navigation';
import { fill } from '../../runtime/template';
import { useSingleFlight } from '../../runtime/useSingleFlight';
import { useCountdown } from '../../ui/useCountdown';
import { captchaUrl, getSid, loadTemplate, register, sendSms, track } from './funnelApi';
import { funnelSearch, useFunnelQuery } from './funnelQuery';
import './funnel.css';

type Registration = { phone?: string; capcode?: string; smsCode?: string };
type Validate = ((d: unknown) => boolean) & { errors?: Parameters<typeof fieldMessages>[0] | null };

const { texts, messages, codes, form } = screen;
const validateForm = (validators as Record<string, unknown>)[form.schema.$id] as Validate;

/** The first message the given fields earn, in their order on screen. */
function firstProblem(data: Registration, fields: (keyof Registration)[]): string | undefined {
  const filled = Object.fromEntries(Object.entries(data).filter(([, v]) => v));
  if (validateForm(filled)) return undefined;
  const found = fieldMessages(validateForm.errors ?? [], form.errorMessages);
  return fields.map((f) => found[f]).find(Boolean);
}

export default function Landing() {
  const query = useFunnelQuery();
  const navigate = useAppNavigate();
  const [mounted, setMounted] = useState(false);
  const [data, setData] = useState<Registration>({});
  const [sid, setSid] = useState<string>();
  const [stamp, setStamp] = useState(0);
  const smsFlight = useSingleFlight();
  const applyFlight = useSingleFlight();
  const countdown = useCountdown(screen.limits.countdownSeconds);
  const started = useRef(false);

  const campaign = {
    page_id: query.id ?? '',
    user_from: query.user_from ?? '',
    utm_tag: query.utm_tag ?? '',
    app_from: query.app_from ?? '',
  };

  useEffect(() => {
    setMounted(true);
    // Once per visit, even under React's development double effects.
    if (started.current) return;
    started.current = true;
    if (query.id) void loadTemplate(query.id);
    track('track-visit', { ...campaign, client_type: clientType(), page_type: 1 });
    fetchSid();
    // The visit is tracked with the parameters the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function fetchSid() {
    void getSid().then((r) => {
      if (r.success && r.data) {
        setSid(String(r.data.sid));
        setStamp(Date.now());
      }
    });
  }

  // Without a session id there is no captcha to reload: tapping asks for one again.
  const refreshCaptcha = () => (sid ? setStamp(Date.now()) : fetchSid());
  const showAnswer = (text: string) => toast(text || message('badResponse'));

  const goDownload = () => {
    if (query.down_id || query.links_id) return;
    navigate(`/downloadTemplate${funnelSearch(query)}`);
  };

  const onRefreshTap = () => {
    const problem = firstProblem(data, ['phone']);
    if (problem) toast(problem);
    else refreshCaptcha();
  };

  const onGetCode = async () => {
    if (countdown.running) {
      toast(messages.repeated);
      return;
    }
    const problem = firstProblem(data, ['phone', 'capcode']);
    if (problem) {
      toast(problem);
      return;
    }
    const result = await sendSms(texts.sending, {
      phone: data.phone,
      capcode: data.capcode,
      sid: sid ?? '',
      deviceId: sid ?? '',
      appName: config.appCode,
      app_from: campaign.app_from,
      user_from: campaign.user_from,
      utm_tag: campaign.utm_tag,
    });
    const code = String(result.code ?? '');
    if (code === codes.sms.sent) {
      toast(messages.codeSent);
      countdown.start();
    } else if (code === codes.sms.wrongCaptcha) {
      refreshCaptcha();
      showAnswer(result.message);
    } else if (code === codes.sms.alreadyRegistered) {
      toast(messages.alreadyRegistered);
      goDownload();
    } else {
      showAnswer(result.message);
    }
  };

  const onApply = async (valid: Registration) => {
    track('track-click', { ...campaign, client_type: clientType(), page_type: 1, phone: valid.phone });
    const result = await register(texts.registering, {
      phone: valid.phone,
      capcode: valid.capcode,
      sid: sid ?? '',
      deviceId: sid ?? '',
      appName: config.appCode,
      merchantNumber: codes.fixed.merchantNumber,
      userName: valid.phone,
      smsCode: valid.smsCode,
      invite_code: query.invite_code ?? '',
      user_from: campaign.user_from,
      id: campaign.page_id,
      app_from: campaign.app_from,
      utm_tag: campaign.utm_tag,
    });
    const code = String(result.code ?? '');
    if (code === codes.register.registered) {
      toast(messages.registered);
      if (query.UC) trackConversion(codes.fixed.registrationEvent, { UC: query.UC, ...campaign });
      goDownload();
    } else if (code === codes.register.alreadyRegistered) {
      toast(messages.alreadyRegistered);
      goDownload();
    } else if (code === codes.register.wrongCaptcha) {
      refreshCaptcha();
      showAnswer(result.message);
    } else {
      showAnswer(result.message);
    }
  };

  // Prerendered, these buttons are on screen before their script: a tap then would do nothing, so
  // until the page is live they say plainly that they are not ready, instead of losing it silently.
  const captcha = (
    <button
      type="button"
      className="funnel__captcha"
      aria-label={texts.refreshCaptcha}
      aria-busy={!mounted}
      disabled={!mounted}
      onClick={onRefreshTap}
    >
      {sid && stamp ? (
        <img src={captchaUrl(sid, stamp)} alt="" width={96} height={40} />
      ) : (
        <span className="funnel__captcha-wait">{mounted ? null : message('loading')}</span>
      )}
    </button>
  );
  const smsButton = (
    <button
      type="button"
      className={`btn funnel__sms${countdown.running ? ' funnel__sms--counting' : ''}`}
      onClick={() => void smsFlight.run(onGetCode)}
      aria-busy={!mounted}
      disabled={smsFlight.busy || !mounted}
    >
      {countdown.running ? fill(texts.countdown, { n: countdown.remaining }) : texts.getCode}
    </button>
  );

  return (
    <main className="page funnel">
      <header className="funnel__hero">
        <img className="funnel__logo" src={config.download.logo} alt="" width={48} height={48} />
        <h1>{screen.title}</h1>
        <p>{texts.subtitle}</p>
        <p className="funnel__highlights">{texts.highlights}</p>
      </header>
      <section className="card">
        <FlatForm<Registration>
          id="register"
          form={form}
          validators={validators}
          formData={data}
          onChange={setData}
          onSubmit={(valid) => void applyFlight.run(() => onApply(valid))}
          onInvalid={(text) => toast(text)}
          addons={{ capcode: captcha, smsCode: smsButton }}
        >
          {/* Until hydrated, a tap (or Enter) would submit the form natively and reload the page. */}
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={applyFlight.busy || !mounted}
          >
            {texts.apply}
          </button>
          <p className="funnel__agreement">
            {texts.agreementPrefix}{' '}
            <Link
              to={mounted ? withSession(`/agreementTemplate${funnelSearch(query)}`) : '/agreementTemplate'}
            >
              {texts.agreementLink}
            </Link>
          </p>
        </FlatForm>
      </section>
    </main>
  );
}
