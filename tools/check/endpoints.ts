import { endpoints, isMutating, type EndpointName } from '../../src/platform/endpointCatalogue.ts';
import type { Path } from '../staff/json.ts';
import { didYouMean, type Report } from './common.ts';

const endpointNames = Object.keys(endpoints);

/** An endpoint named by a screen is in the catalogue; one that opens a page changes nothing on the server. */
export function checkEndpoint(name: string, path: Path, report: Report, opening: boolean) {
  if (!endpointNames.includes(name)) {
    report(
      path,
      `There is no endpoint "${name}" in the app's endpoint catalogue (src/platform/endpoints.ts), so ${opening ? 'this page could never load its data' : 'this request would never be sent'}.${didYouMean(name, endpointNames)}`,
    );
    return;
  }
  if (opening && isMutating(name as EndpointName))
    report(
      path,
      `The endpoint "${name}" changes something on the server, so it cannot open a page: every visit, reload and Retry would make that change again. Name an endpoint that only reads.${didYouMean(
        name,
        endpointNames.filter((n) => !isMutating(n as EndpointName)),
      )}`,
    );
}
