// Stands in for fast-uri (about 7 KB gz of the form chunk) where @rjsf/utils imports it, in the build
// (tools/bundle/rjsfUriPlugin.ts). RJSF calls only its `resolve` and `equal`, to make a form
// schema's `$ref`s absolute against its `$id`, and only for a schema that declares JSON Schema 2020-12
// (no form here does). Both follow RFC 3986 as fast-uri does; tests/unit/uriResolver.test.ts holds
// them to fast-uri's answers.

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

function parse(uri: string): Parts {
  // RFC 3986 appendix B.
  const parts = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;
  const [, scheme, authority, path = '', query, fragment] = parts.exec(uri) ?? [];
  return { scheme, authority, path, query, fragment };
}

/** Scheme and host in small letters (RFC 3986 section 6.2.2.1). */
function join(p: Parts): string {
  const scheme = p.scheme?.toLowerCase();
  const authority = p.authority?.replace(/[^@]*$/, (host) => host.toLowerCase());
  return (
    (scheme === undefined ? '' : `${scheme}:`) +
    (authority === undefined ? '' : `//${authority}`) +
    p.path +
    (p.query === undefined ? '' : `?${p.query}`) +
    (p.fragment === undefined ? '' : `#${p.fragment}`)
  );
}

/** RFC 3986 section 5.2.4, on the path's segments. */
function removeDots(path: string): string {
  const absolute = path.startsWith('/');
  const segments = (absolute ? path.slice(1) : path).split('/');
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      if (last) out.push('');
    } else out.push(segment);
  });
  return (absolute ? '/' : '') + out.join('/');
}

/**
 * A path with neither scheme nor authority (an `$id` such as "bankForm") keeps the `..` that climb
 * above it, and a `.` in front where its first segment would read as a scheme, as fast-uri does.
 */
function removeDotsRelative(path: string): string {
  if (path === '' || path.startsWith('/')) return removeDots(path);
  const segments = path.split('/');
  const out: string[] = [];
  let trailingDirectory = false;
  segments.forEach((segment, i) => {
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
        else out.push('..');
      }
      trailingDirectory = i === segments.length - 1;
    } else out.push(segment);
  });
  if (trailingDirectory && out[out.length - 1] !== '..') out.push('');
  if (out.length === 0 || out[0] === '' || out[0]!.includes(':')) out.unshift('.');
  return out.join('/');
}

/** RFC 3986 section 5.2.2: the reference `relativeURI` read against `baseURI`. */
export function resolve(baseURI: string, relativeURI: string): string {
  const base = parse(baseURI);
  const ref = parse(relativeURI);
  if (ref.scheme !== undefined) return join({ ...ref, path: removeDots(ref.path) });
  const target: Parts = { scheme: base.scheme, path: '', fragment: ref.fragment };
  if (ref.authority !== undefined) {
    return join({ ...target, authority: ref.authority, path: removeDots(ref.path), query: ref.query });
  }
  target.authority = base.authority;
  if (ref.path === '') {
    target.path = base.path;
    target.query = ref.query ?? base.query;
  } else {
    if (ref.path.startsWith('/')) target.path = removeDots(ref.path);
    else {
      const merged =
        base.authority !== undefined && base.path === ''
          ? `/${ref.path}`
          : base.path.slice(0, base.path.lastIndexOf('/') + 1) + ref.path;
      target.path =
        base.scheme === undefined && base.authority === undefined && !merged.startsWith('/')
          ? removeDotsRelative(merged)
          : removeDots(merged);
    }
    target.query = ref.query;
  }
  return join(target);
}

/** Percent-escapes of unreserved characters decoded, the others in capitals (RFC 3986 section 6.2.2.2). */
function normalEscapes(s: string): string {
  return s.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
}

/** The scheme's port that goes without saying (RFC 3986 section 6.2.3). */
function defaultPort(scheme: string | undefined): string | undefined {
  if (scheme === 'http' || scheme === 'ws') return '80';
  if (scheme === 'https' || scheme === 'wss') return '443';
  return undefined;
}

/** The two URIs are the same once normalised: escapes, dot segments, scheme, host and port. */
export function equal(uriA: string, uriB: string): boolean {
  const normal = (uri: string) => {
    const p = parse(normalEscapes(uri));
    const relative = p.scheme === undefined && p.authority === undefined;
    const scheme = p.scheme?.toLowerCase();
    // The scheme's default port is left out; `resolve` keeps it, as fast-uri does.
    const authority = p.authority?.replace(/:(\d*)$/, (port, digits: string) =>
      digits === '' || digits === defaultPort(scheme) ? '' : port,
    );
    const path = relative ? removeDotsRelative(p.path) : removeDots(p.path);
    return join({ ...p, authority, path });
  };
  return normal(uriA) === normal(uriB);
}

export default { resolve, equal };
