// Requests to the studio's servers in its tests.
import { request } from 'node:http';

/**
 * An HTTP request by node:http: the test setup's mock service answers fetch() for the app's
 * endpoints and refuses any other address.
 */
export function ask(
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; body: Record<string, unknown>; text: string }>((resolve, reject) => {
    // A connection per request: a kept-alive one the server has just dropped would fail the next.
    const sent = body === undefined ? headers : { 'content-type': 'application/json', ...headers };
    const req = request(url, { method, headers: sent, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Not JSON (the studio page, a refusal in words): the text is there.
        }
        resolve({ status: res.statusCode ?? 0, body: json, text });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
