// Sandbox of the promotion funnel (SPEC.md section 7, "Promotion registration"). Inputs that reach
// each answer:
//   channel-template  templateId 'fail' → code '01' with a message; 'down' → network failure
//   get-sid           always '0'; the captcha shown for any sid is CAPTCHA ('1234')
//   get-sms           capcode ≠ 1234 → '101'; phone KNOWN_PHONE or a registered one → '11';
//                     phone LIMITED_PHONE → '5' (too many codes today); otherwise '0'
//   register          capcode ≠ 1234 → '-1'; phone KNOWN_PHONE or registered → '11';
//                     smsCode ≠ 123456 → '2' (wrong SMS code); otherwise '0' and the phone is registered
import { http, HttpResponse } from 'msw';
import { envelope, latency, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';
import { KNOWN_PHONE, LIMITED_PHONE } from '../phones';

export const CAPTCHA = '1234';
export const SMS_CODE = '123456';

let registered = new Set<string>();
let sidCounter = 0;

export function reset(): void {
  registered = new Set<string>();
  sidCounter = 0;
}

function captchaSvg(text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40"><rect width="96" height="40" fill="#eef4ff"/><path d="M4 30 Q30 8 52 24 T92 12" stroke="#9db8e8" fill="none"/><text x="48" y="27" font-family="monospace" font-size="20" font-weight="700" fill="#1f3f7a" text-anchor="middle" letter-spacing="4">${text}</text></svg>`;
}

export const handlers = [
  http.get(endpointPattern('channelTemplate'), async ({ request }) => {
    await latency();
    const { templateId } = await paramsOf(request);
    if (templateId === 'down') return HttpResponse.error();
    if (templateId === 'fail') return envelope('01', null, 'This promotion has ended');
    return envelope('00', { id: templateId ?? '', title: 'Summer cash promo', theme: '#0081FC' });
  }),
  http.get(endpointPattern('trackVisit'), () => envelope('0', null)),
  http.get(endpointPattern('trackClick'), () => envelope('0', null)),
  http.get(endpointPattern('getSid'), async () => {
    await latency();
    sidCounter += 1;
    return envelope('0', { sid: `sid-${Date.now().toString(36)}-${sidCounter}` });
  }),
  http.get(
    endpointPattern('captcha'),
    () =>
      new HttpResponse(captchaSvg(CAPTCHA), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
      }),
  ),
  http.post(endpointPattern('getSms'), async ({ request }) => {
    await latency();
    const { phone = '', capcode = '' } = await paramsOf(request);
    if (capcode !== CAPTCHA) return envelope('101', null, 'The image captcha is wrong, please try again');
    if (phone === KNOWN_PHONE || registered.has(phone)) return envelope('11', null, 'Already registered');
    if (phone === LIMITED_PHONE)
      return envelope('5', null, 'Too many codes requested today, please try tomorrow');
    return envelope('0', null, 'sent');
  }),
  http.post(endpointPattern('register'), async ({ request }) => {
    await latency();
    const { phone = '', capcode = '', smsCode = '' } = await paramsOf(request);
    if (capcode !== CAPTCHA) return envelope('-1', null, 'The image captcha is wrong, please try again');
    if (phone === KNOWN_PHONE || registered.has(phone)) return envelope('11', null, 'Already registered');
    if (smsCode !== SMS_CODE) return envelope('2', null, 'The SMS code is wrong or has expired');
    registered.add(phone);
    return envelope('0', { userId: 1000 + registered.size }, 'ok');
  }),
];
