// The one way an opening request is built, for the app and for a prerendered page's boot script: the
// declaration's fixed values and the page parameters its params name ("{page.orderId}") make its payload, and the wire format makes the
// request whose key decides whether the app takes boot's answer over.
import { describe, expect, it } from 'vitest';
import { openingPayload } from '../../src/runtime/openingRequest';
import { onTheWire } from '../../src/platform/wire';

describe('openingPayload', () => {
  it('sends the fixed values with the page parameters that have a value, under their field names', () => {
    const payload = openingPayload(
      { fixed: { kind: 1, plain: true }, params: { order_id: '{page.orderId}', note: '{page.note}' } },
      '?orderId=7&note=',
    );
    expect(payload).toEqual({ kind: 1, plain: true, order_id: '7' });
  });

  it('reads a page parameter under its alias', () => {
    expect(openingPayload({ params: { id: '{page.productId}' } }, '?product_id=3')).toEqual({ id: '3' });
  });

  it('sends a page parameter absent from the query not at all, and a text without braces as written', () => {
    expect(openingPayload({ params: { id: '{page.orderId}', kind: 'orderId' } }, '?productId=3')).toEqual({
      kind: 'orderId',
    });
  });

  it('has nothing to send without a required parameter', () => {
    expect(openingPayload({ fixed: { kind: 1 }, required: ['orderId'] }, '?orderId=')).toBeUndefined();
    expect(openingPayload({ required: ['orderId'] }, '?orderId=9')).toEqual({});
  });
});

describe('onTheWire', () => {
  const base = { address: 'https://api.test/tender/x', session: { sessionId: 's1' }, headerValues: {} };

  it('puts the session in the query and a form body beside it, fixed values as text', () => {
    const wire = onTheWire({
      ...base,
      method: 'POST',
      client: 'shared',
      data: { kind: 1, id: '7', none: null },
    });
    expect(wire.url).toBe('https://api.test/tender/x?sessionId=s1');
    expect(wire.body).toBe('kind=1&id=7');
    expect(wire.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(wire.key).toBe('POST https://api.test/tender/x?sessionId=s1\nkind=1&id=7');
  });

  it("sends a GET's payload in the query and a JSON client's body as JSON with its headers", () => {
    expect(onTheWire({ ...base, method: 'GET', client: 'form', data: { id: '7' } })).toMatchObject({
      url: 'https://api.test/tender/x?sessionId=s1&id=7',
      body: undefined,
    });
    const json = onTheWire({
      ...base,
      method: 'POST',
      client: 'json',
      data: { kind: 1 },
      headerValues: { b: 'v' },
    });
    expect(json.body).toBe('{"kind":1}');
    expect(json.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      b: 'v',
      'content-type': 'application/json',
    });
  });

  it('gives a multipart body no key (it is never taken over) and lets the browser write its type', () => {
    const form = new FormData();
    form.append('file', 'x');
    const wire = onTheWire({ ...base, method: 'POST', client: 'shared', data: form });
    expect(wire.key).toBeUndefined();
    expect(wire.body).toBe(form);
    expect(wire.headers['content-type']).toBeUndefined();
  });
});
