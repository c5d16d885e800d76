// Sandbox answers of the site area: the customer-service contact info (POST
// /tender/user-problem/contact-kf-info, success '00', data { email, smWa }).
// Every other site page is static and calls nothing.
// Error paths, chosen by the sessionId on the page address (kept for the visit, sent with every request),
// e.g. /customerService?sessionId=kf-fail:
//   kf-fail     code '01' with a server message → the failure page with that message and Retry
//   kf-bad      '00' whose data is not an object → the failure page, "could not read", and Retry
//   kf-offline  network failure → tried again, then the failure page with Retry
//   kf-partial  '00' with an empty e-mail and no phone → the schema's fallbacks (configured ones) fill in
import { http, HttpResponse, type HttpHandler } from 'msw';
import { envelope, latency, code00Success, queryOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';

export const SERVICE_CONTACT = { email: 'help@pesoagad.ph', smWa: '+63 917 555 0142' };

/** The server's message when it has no customer-service details to give. */
export const CONTACT_DETAILS_FAILURE = 'Customer service details are not available right now.';

export const handlers: HttpHandler[] = [
  http.post(endpointPattern('contactKfInfo'), async ({ request }) => {
    await latency();
    switch (queryOf(request).sessionId) {
      case 'kf-fail':
        return envelope('01', null, CONTACT_DETAILS_FAILURE);
      case 'kf-bad':
        return code00Success('help@pesoagad.ph');
      case 'kf-offline':
        return HttpResponse.error();
      case 'kf-partial':
        return code00Success({ email: '' });
      default:
        return code00Success(SERVICE_CONTACT);
    }
  }),
];

/** Back to the initial data, so each test starts from the same state (this area keeps none). */
export function reset(): void {}
