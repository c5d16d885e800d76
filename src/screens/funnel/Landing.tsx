// The promotion landing page (SPEC.md sections 2, 4, 5, 7, 8): campaign parameters, the channel
// template, visit and click tracking, and registration with mobile, image captcha and SMS code.
// It is prerendered: nothing here may read the address or storage before the page has mounted.
import { useEffect, useRef, useState } from 'react';
import * as validators from 'virtual:form-validator/register';
import { screen } from '../../config/generated/screens/register';
import { config, message } from '../../config';
import { AppLink } from '../../runtime/shared/AppLink';
import { FlatForm } from '../../runtime/base/form/FlatForm';
import { useAppNavigate } from '../../runtime/shared/navigation';
import { fill } from '../../runtime/base/template';
import { useSingleFlight } from '../../runtime/shared/useSingleFlight';
import { useCountdown } from '../../ui/shared/useCountdown';
import { sidOf, useFunnelApi } from './funnelApi';
import { campaignOf, funnelSearch, useFunnelQuery } from './funnelQuery';
import { CaptchaButton, SmsButton } from './LandingParts';
import { firstProblem, type Registration } from './registerForm';
import './funnel.css';
import { Icon } from '../../ui/base/Icon';

const { texts, messages, codes, form, limits, data: paths } = screen;

export default function Landing() {
  const query = useFunnelQuery();
  const navigate = useAppNavigate();
  const { toast, track, loadTemplate, trackPage, getSid, sendSms, register } = useFunnelApi();
  const [mounted, setMounted] = useState(false);
  const [data, setData] = useState<Registration>({});
  const [sid, setSid] = useState<string>();
  const [stamp, setStamp] = useState(0);
  const smsFlight = useSingleFlight();
  const applyFlight = useSingleFlight();
  const countdown = useCountdown(limits.countdownSeconds);
  const started = useRef(false);
  const campaign = campaignOf(query);

  useEffect(() => {
    setMounted(true);
    // Once per visit, even under React's development double effects.
    if (started.current) return;
    started.current = true;
    if (query.id) void loadTemplate(query.id);
    trackPage('track-visit', campaign);
    fetchSid();
    // The visit is tracked with the parameters the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function fetchSid() {
    void getSid().then((r) => {
      const given = r.success ? sidOf(r.data) : undefined;
      if (given === undefined) return;
      setSid(given);
      setStamp(Date.now());
    });
  }

  // Without a session id there is no captcha to reload: tapping asks for one again.
  const refreshCaptcha = () => (sid ? setStamp(Date.now()) : fetchSid());
  const showAnswer = (text: string) => toast(text || message('badResponse'));

  const goDownload = () => {
    if (query.down_id || query.links_id) return;
    navigate(`${paths.downloadPath}${funnelSearch(query)}`);
  };

  const onRefreshTap = () => {
    const problem = firstProblem(data, ['phone']);
    if (problem) toast(problem);
    else refreshCaptcha();
  };

  /** Who is asking, as both calls say it: the device's session and the campaign the visit came from. */
  const visitor = () => ({
    sid: sid ?? '',
    deviceId: sid ?? '',
    appName: config.appCode,
    app_from: campaign.app_from,
    user_from: campaign.user_from,
    utm_tag: campaign.utm_tag,
  });

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
      ...visitor(),
    });
    const code = String(result.code ?? '');
    // Success is the endpoint's own code (the catalogue's '0': an integer 0 is some other answer); the
    // other codes are read whichever way the server writes them.
    if (result.success) {
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
    trackPage('track-click', { ...campaign, phone: valid.phone });
    const result = await register(texts.registering, {
      phone: valid.phone,
      capcode: valid.capcode,
      ...visitor(),
      merchantNumber: codes.fixed.merchantNumber,
      userName: valid.phone,
      smsCode: valid.smsCode,
      invite_code: query.invite_code ?? '',
      id: campaign.page_id,
    });
    const code = String(result.code ?? '');
    if (result.success) {
      toast(messages.registered);
      if (query.UC) track(codes.fixed.registrationEvent, { UC: query.UC, ...campaign });
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

  return (
    <main className="page funnel">
      <header className="funnel__hero">
        <Icon className="funnel__logo" src={config.download.logo} alt="" width={48} height={48} />
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
          addons={{
            capcode: (
              <CaptchaButton
                sid={sid}
                stamp={stamp}
                label={texts.refreshCaptcha}
                live={mounted}
                onTap={onRefreshTap}
              />
            ),
            smsCode: (
              <SmsButton
                text={countdown.running ? fill(texts.countdown, { n: countdown.remaining }) : texts.getCode}
                counting={countdown.running}
                busy={smsFlight.busy}
                live={mounted}
                onTap={() => void smsFlight.run(onGetCode)}
              />
            ),
          }}
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
            <AppLink
              to={mounted ? `${paths.agreementPath}${funnelSearch(query)}` : paths.agreementPath}
              session={mounted}
            >
              {texts.agreementLink}
            </AppLink>
          </p>
        </FlatForm>
      </section>
    </main>
  );
}
