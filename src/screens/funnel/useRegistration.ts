// What the landing page's registration asks the server and what each answer does (SPEC.md sections 5
// and 7): the visit's start (template, visit tracking, a captcha session), the image captcha, the SMS
// code with its countdown and the application, each answer a message, a new captcha or the download
// page. The page (Landing.tsx) only lays them out.
import { useState } from 'react';
import { screen } from '../../config/generated/screens/register';
import { config, message } from '../../config';
import { useAppNavigate } from '../../runtime/shared/navigation';
import type { FunnelQuery } from '../../runtime/state/funnel';
import { useCountdown } from '../../ui/shared/useCountdown';
import { sidOf, useFunnelApi } from './funnelApi';
import { campaignOf, funnelSearch } from './funnelQuery';
import { firstProblem, type Registration } from './registerForm';

const { texts, messages, codes, limits, data: paths } = screen;

/** The session id the image captcha is drawn for, and the stamp that draws it anew. */
function useCaptcha() {
  const { getSid } = useFunnelApi();
  const [sid, setSid] = useState<string>();
  const [stamp, setStamp] = useState(0);

  function fetchSid() {
    void getSid().then((r) => {
      const given = r.success ? sidOf(r.data) : undefined;
      if (given === undefined) return;
      setSid(given);
      setStamp(Date.now());
    });
  }

  // Without a session id there is no captcha to reload: tapping asks for one again.
  const refresh = () => (sid ? setStamp(Date.now()) : fetchSid());
  return { sid, stamp, fetchSid, refresh };
}

export function useRegistration(query: FunnelQuery, data: Registration) {
  const navigate = useAppNavigate();
  const { toast, track, loadTemplate, trackPage, sendSms, register } = useFunnelApi();
  const captcha = useCaptcha();
  const countdown = useCountdown(limits.countdownSeconds);
  const campaign = campaignOf(query);

  /** Once per visit: the channel's template, the visit tracked, a captcha session. */
  const startVisit = () => {
    if (query.id) void loadTemplate(query.id);
    trackPage('track-visit', campaign);
    captcha.fetchSid();
  };

  const showAnswer = (text: string) => toast(text || message('badResponse'));

  const goDownload = () => {
    if (query.down_id || query.links_id) return;
    navigate(`${paths.downloadPath}${funnelSearch(query)}`);
  };

  const refreshTap = () => {
    const problem = firstProblem(data, ['phone']);
    if (problem) toast(problem);
    else captcha.refresh();
  };

  /** Who is asking, as both calls say it: the device's session and the campaign the visit came from. */
  const visitor = () => ({
    sid: captcha.sid ?? '',
    deviceId: captcha.sid ?? '',
    appName: config.appCode,
    app_from: campaign.app_from,
    user_from: campaign.user_from,
    utm_tag: campaign.utm_tag,
  });

  const getCode = async () => {
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
      captcha.refresh();
      showAnswer(result.message);
    } else if (code === codes.sms.alreadyRegistered) {
      toast(messages.alreadyRegistered);
      goDownload();
    } else {
      showAnswer(result.message);
    }
  };

  const apply = async (valid: Registration) => {
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
      captcha.refresh();
      showAnswer(result.message);
    } else {
      showAnswer(result.message);
    }
  };

  return { captcha, countdown, toast, startVisit, refreshTap, getCode, apply };
}
