// Stand-in for the endpoint catalogue (src/platform/endpoints.ts, being written beside this): the
// `request` action calls endpoints by name through the dispatcher's environment, and this maps the
// few names the schemas use today onto the http platform. Once the catalogue lands, the environment
// calls its callEndpoint(name, data) and this file goes.
import { config } from '../config';
import { request, type Payload } from '../platform/http';

export interface EndpointResult {
  success: boolean;
  data?: unknown;
  message: string;
}

const endpoints: Record<string, (data: Payload) => ReturnType<typeof request>> = {
  /** The store rating, sent from the order details rating dialog. */
  storeScore: (data) => request({ path: `/v3/loan-details/${config.storeSegment}-score`, data }),
  /** Click tracking: its answer changes nothing the user sees, so a failure stays silent. */
  eventSave: (data) => request({ path: '/service/event/save', data, toastOnFailure: false }),
};

export function hasEndpoint(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(endpoints, name);
}

export async function callEndpoint(name: string, data: Payload): Promise<EndpointResult> {
  const call = endpoints[name];
  if (!call) return { success: false, message: '' };
  const res = await call(data);
  return { success: res.success, data: res.data, message: res.message };
}
