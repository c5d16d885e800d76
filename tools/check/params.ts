// A screen file names a value one way, in braces: "{page.productId}" (src/runtime/base/template.ts). The
// params of requests, tracking and openings once named theirs by a bare path ("page.productId"); the
// app now sends such a text as it is written, so where a bare name plainly means one of the page's
// values the check refuses it and says how to write it. The names inside braces are the placeholder
// check's (tools/check/checkSchemas.ts), as in every other text.
import { wholePlaceholder } from '../../src/runtime/base/template.ts';
import { walkData, type Report } from './common.ts';
import { isObject, type Path } from '../staff/json.ts';

type Json = Record<string, unknown>;

/** Where a screen file declares its opening requests: `open`, and each of `opens`. */
export function isOpeningParams(path: Path): boolean {
  return (path[0] === 'open' && path[1] === 'params') || (path[0] === 'opens' && path[2] === 'params');
}

/** A bare path, as the old spelling wrote a value: `page.productId`, `stars`. */
const BARE_PATH = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;
const NAME = /^[A-Za-z_]\w*$/;

/**
 * The groups of values every page is given under these names (docs/actions.md): a bare path under one
 * of them is a value, never words a server expects.
 */
const GROUPS: Record<string, string> = {
  page: "the page's",
  data: "the server's",
  limits: "this file's limit",
  app: "the app's",
  result: "the answer's",
};

/** How a sentence names the value at `path`: "the page's productId", "the value stars". */
function whose(path: string): string {
  const [group = '', ...rest] = path.split('.');
  return rest.length && Object.hasOwn(GROUPS, group)
    ? `${GROUPS[group]} ${rest.join('.')}`
    : `the value ${path}`;
}

/** An opening sends the page's own parameters, each written "{page.name}" (its meta-schema's pattern). */
function checkOpeningParams(screen: Json, report: Report) {
  walkData(screen, (value, path, key) => {
    if (typeof value !== 'string' || path.length < 2 || !isOpeningParams(path.slice(0, -1))) return;
    const inBraces = wholePlaceholder(value);
    if (inBraces?.startsWith('page.') && NAME.test(inBraces.slice('page.'.length))) return;
    const name = (inBraces ?? value).replace(/^page\./, '');
    report(
      path,
      NAME.test(name)
        ? `Write "{page.${name}}" to use the page's ${name}: an opening request sends the page's own parameters, each named in braces.`
        : `An opening request sends only the page's own parameters: write "{page.…}" with the name of one (as "{page.${String(key)}}"), and put a value sent as it is under "fixed".`,
    );
  });
}

/** A bare name in an action's params that names a value the page is given is the old spelling. */
function checkActionParams(screen: Json, names: ReadonlySet<string>, report: Report) {
  const dotted = [...names].filter((n) => n.includes('.'));
  const groups = new Set([...Object.keys(GROUPS), ...dotted.map((n) => n.split('.')[0] as string)]);
  const meansValue = (text: string) =>
    BARE_PATH.test(text) &&
    (names.has(text) || (text.includes('.') && groups.has(text.split('.')[0] as string)));
  walkData(screen, (value, path) => {
    if (!isObject(value) || typeof value.type !== 'string' || !isObject(value.params)) return;
    walkData(value.params, (param, at) => {
      if (typeof param === 'string' && meansValue(param))
        report(
          [...path, 'params', ...at],
          `"${param}" would be sent as these very words. Write "{${param}}" to use ${whose(param)}.`,
        );
    });
  });
}

/**
 * The params of a screen file's openings and actions name values in braces. `names` are the values
 * its placeholders may name (app.json's, its limits and data, those its page gives).
 */
export function checkParams(screen: Json, names: ReadonlySet<string>, report: Report) {
  checkOpeningParams(screen, report);
  checkActionParams(screen, names, report);
}
