// The form chunk's stand-in for fast-uri (src/runtime/form/uriResolver.ts, put in @rjsf/utils' place
// by tools/bundle/rjsfUriPlugin.ts) answers as fast-uri does for the calls RJSF makes: `resolve` of a `$ref` against
// an `$id` and `equal` of two `$id`s.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../src/runtime/form/uriResolver';
import standIn from '../../src/runtime/form/uriResolver';

const fastUri = createRequire(import.meta.url)('fast-uri') as {
  resolve: (base: string, ref: string) => string;
  equal: (a: string, b: string) => boolean;
};

// `$id`s as forms write them: a name, a relative or absolute path, an http(s) address, URNs and tags.
const BASES = [
  '#',
  '',
  'bankForm',
  'complaintSubmitForm',
  'https://example.com/schemas/a.json',
  'https://example.com/schemas/',
  'https://example.com',
  'http://Example.COM/a/b',
  'https://example.com:443/a',
  '/schemas/root.json',
  'schemas/root.json',
  'urn:uuid:1234',
  'a/b/c',
  'https://example.com/a?q=1#f',
  'tag:x.org,2026:form',
];
// `$ref`s: fragments with JSON pointers, sibling files, paths up and down, other origins.
const REFS = [
  '#',
  '',
  '#/definitions/x',
  '#/$defs/a%20b',
  'other.json',
  'other.json#/defs/x',
  '../up.json#frag',
  '../../../../x',
  '/abs.json',
  'https://other.org/x.json',
  '//host.org/p',
  '#anchor',
  'b',
  './b',
  '.',
  '..',
  'sub/x.json#/a/b~1c',
  '?q=2',
  'a/./b/../c/',
  'urn:uuid:9#x',
];
const SAME_OR_NOT = [
  ...BASES,
  ...REFS,
  'HTTPS://EXAMPLE.com/a',
  'https://example.com/a',
  'https://example.com/a#',
  'https://example.com/%7Ea',
  'https://example.com/~a',
  'https://example.com/%7ea',
  'https://example.com/%2f',
  'https://example.com/%2F',
  'https://example.com/a/./b',
  'https://example.com/a/b',
  'https://example.com:443/x',
  'https://example.com/x',
  'bankForm/',
];

describe('the form’s URI resolver, beside fast-uri', () => {
  it('resolves every $ref against every $id as fast-uri does', () => {
    const differences = BASES.flatMap((base) =>
      REFS.map((ref) => ({ base, ref, ours: resolve(base, ref), fastUri: fastUri.resolve(base, ref) })),
    ).filter((row) => row.ours !== row.fastUri);
    expect(differences).toEqual([]);
  });

  it('finds two URIs the same exactly when fast-uri does', () => {
    const differences = SAME_OR_NOT.flatMap((a) =>
      SAME_OR_NOT.map((b) => ({ a, b, ours: equal(a, b), fastUri: fastUri.equal(a, b) })),
    ).filter((row) => row.ours !== row.fastUri);
    expect(differences).toEqual([]);
    // Not all answers alike: some pairs are the same, most are not.
    expect(SAME_OR_NOT.filter((a) => equal(a, 'https://example.com/~a'))).toHaveLength(3);
  });

  it('is what @rjsf/utils imports as fast-uri’s default export', () => {
    expect(standIn.resolve).toBe(resolve);
    expect(standIn.equal).toBe(equal);
  });
});
