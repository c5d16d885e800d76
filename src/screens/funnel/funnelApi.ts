// The promotion endpoints (SPEC.md section 7), under /api/v2/{segment}/ on the API base.
import type { FunnelSid } from '../../config/generated/api';
import { screen } from '../../config/generated/screens/register';
import { clientType } from '../../platform/analytics';
import { endpoints } from '../../platform/endpoints';
import { apiUrl, request, type Payload } from '../../platform/http';

export const loadTemplate = (templateId: string) =>
  request({
    ...endpoints.channelTemplate,
    data: { templateId },
  });

/** Page-view and click tracking: their answers are ignored and never shown. */
export const track = (kind: 'track-visit' | 'track-click', data: Payload) =>
  void request({
    ...endpoints[kind === 'track-visit' ? 'trackVisit' : 'trackClick'],
    data,
    toastOnFailure: false,
  });

/** Tracking of the landing page, with the client type and the page type of schemas/screens/register.json. */
export const trackPage = (kind: 'track-visit' | 'track-click', data: Payload) =>
  track(kind, { ...data, client_type: clientType(), page_type: screen.limits.pageType });

export const getSid = () => request<FunnelSid>(endpoints.getSid);

export const captchaUrl = (sid: string, timestamp: number) =>
  `${apiUrl(endpoints.captcha.path, false)}?sid=${encodeURIComponent(sid)}&a=${timestamp}`;

/** get-sms and register map their own codes to messages, so the helper does not toast. */
export const sendSms = (loadingText: string, data: Payload) =>
  request({
    ...endpoints.getSms,
    data,
    loadingText,
    toastOnFailure: false,
  });

export const register = (loadingText: string, data: Payload) =>
  request({
    ...endpoints.register,
    data,
    loadingText,
    toastOnFailure: false,
  });
