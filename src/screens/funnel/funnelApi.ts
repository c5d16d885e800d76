// The promotion endpoints (SPEC.md section 7), under /api/v2/{segment}/ on the API base.
import screen from '../../../schemas/screens/register.json';
import { config } from '../../config';
import { clientType } from '../../platform/analytics';
import { apiUrl, request, type Payload } from '../../platform/http';

const base = `/api/v2/${config.promoSegment}`;

export const loadTemplate = (templateId: string) =>
  request({
    path: `${base}/service/channel/channel-template`,
    method: 'GET',
    data: { templateId },
    successCode: '00',
    underBasePath: false,
  });

/** Page-view and click tracking: their answers are ignored and never shown. */
export const track = (kind: 'track-visit' | 'track-click', data: Payload) =>
  void request({
    path: `${base}/promotion/${kind}`,
    method: 'GET',
    data,
    underBasePath: false,
    toastOnFailure: false,
  });

/** Tracking of the landing page, with the client type and the page type of schemas/screens/register.json. */
export const trackPage = (kind: 'track-visit' | 'track-click', data: Payload) =>
  track(kind, { ...data, client_type: clientType(), page_type: screen.limits.pageType });

export const getSid = () =>
  request<{ sid: string | number }>({
    path: `${base}/promotion/get-sid`,
    method: 'GET',
    successCode: '0',
    schema: 'funnelSid',
    underBasePath: false,
  });

export const captchaUrl = (sid: string, timestamp: number) =>
  `${apiUrl(`${base}/promotion/get-captcha`, false)}?sid=${encodeURIComponent(sid)}&a=${timestamp}`;

/** get-sms and register map their own codes to messages, so the helper does not toast. */
export const sendSms = (loadingText: string, data: Payload) =>
  request({
    path: `${base}/promotion/get-sms`,
    data,
    loadingText,
    successCode: '0',
    underBasePath: false,
    toastOnFailure: false,
  });

export const register = (loadingText: string, data: Payload) =>
  request({
    path: `${base}/promotion/register`,
    data,
    loadingText,
    successCode: '0',
    underBasePath: false,
    toastOnFailure: false,
  });
