// The address of an endpoint of the catalogue that a page shows by address instead of calling it
// (the funnel's image captcha is an <img>), so a screen names the endpoint, never its path or base.
import { endpoints, type EndpointName } from '../../platform/endpoints';
import { loadedAddress, type Payload } from '../../platform/http';

export function endpointAddress(name: EndpointName, query: Payload = {}): string {
  const { path, underBasePath } = endpoints[name];
  return loadedAddress(path, underBasePath, query);
}
