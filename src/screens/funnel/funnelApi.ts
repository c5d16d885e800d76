// The promotion endpoints (SPEC.md section 7), under /api/v2/{segment}/ on the API base, called by
// name through the screen's action environment.
import { useMemo } from 'react';
import { screen } from '../../config/generated/screens/register';
import { useActionEnv } from '../../runtime/shared/actions';
import { clientType } from '../../runtime/shared/clientType';
import { endpointAddress } from '../../runtime/shared/endpointAddress';

type Fields = Record<string, string | number | undefined>;

export const captchaUrl = (sid: string, timestamp: number) =>
  endpointAddress('captcha', { sid, a: timestamp });

/** The session id of get-sid's answer (schemas/api/funnelSid.json), as the captcha and SMS calls send it. */
export function sidOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('sid' in data)) return undefined;
  return typeof data.sid === 'string' || typeof data.sid === 'number' ? String(data.sid) : undefined;
}

export function useFunnelApi() {
  const { request, toast, track } = useActionEnv();
  return useMemo(
    () => ({
      toast,
      track,
      loadTemplate: (templateId: string) => request('channelTemplate', { templateId }),
      /** Page-view and click tracking, with the client type and page type: answers ignored, never shown. */
      trackPage: (kind: 'track-visit' | 'track-click', data: Fields) =>
        void request(
          kind === 'track-visit' ? 'trackVisit' : 'trackClick',
          { ...data, client_type: clientType(), page_type: screen.limits.pageType },
          { toastOnFailure: false },
        ),
      getSid: () => request('getSid', {}),
      // get-sms and register map their own codes to messages, so the helper does not toast.
      sendSms: (loadingText: string, data: Fields) =>
        request('getSms', data, { loadingText, toastOnFailure: false }),
      register: (loadingText: string, data: Fields) =>
        request('register', data, { loadingText, toastOnFailure: false }),
    }),
    [request, toast, track],
  );
}
