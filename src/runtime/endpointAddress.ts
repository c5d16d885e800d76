// The address of an endpoint of the catalogue that a page shows by address instead of calling it
// (the funnel's image captcha is an <img>), so a screen names the endpoint, never its path or base.
import { endpoints, type EndpointName } from '../platform/endpoints';
import { apiUrl } from '../platform/http';

export function endpointAddress(name: EndpointName, query: Record<string, string | number> = {}): string {
  const { path, underBasePath } = endpoints[name];
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${apiUrl(path, underBasePath)}?${qs}` : apiUrl(path, underBasePath);
}
