// The chunks of the client build (rolldown's code-splitting groups), which vite.config.ts hands the
// build. tools/bundle/prerender.ts reads which chunks each in-app page needs from the chunk map
// (chunkMapPlugin.ts); tests/e2e/firstLoad.spec.ts and `npm run bench:size` hold the result.
import { inAppTable, promoTable, siteTable } from '../../src/app/routeTable.ts';

const file = (id: string) => id.replace(/\\/g, '/');
const inPackage = (names: string) => new RegExp(`/node_modules/(${names})/`);
const folderOf = (screen: string) => /^src\/screens\/(\w+)\//.exec(screen)?.[1];
/**
 * The in-app areas, each a chunk: the folders of src/screens/ whose screens the route table shows in
 * the app alone. A folder with a company-site or funnel page (site/, funnel/) keeps rolldown's
 * splitting, so a visitor's page never loads an in-app area.
 */
const AREAS = [...new Set(inAppTable.map((r) => folderOf(r.screen)))].filter(
  (area) => area && ![...siteTable, ...promoTable].some((r) => folderOf(r.screen) === area),
);
/**
 * Where the answer checks (virtual:api-check/<$id>) of in-app pages' first loads go, so a page
 * checks its answers without a request of its own for each check: the busiest pages' checks in
 * their area's chunk; the other pages' checks in a chunk per page, beside that page's request. Every
 * other check is a chunk of its own, fetched beside the request that needs it.
 */
const PAGE_CHECKS: Record<string, string> = {
  loanDetails: 'screens-loan',
  repaymentOfPeriod: 'screens-repayment',
  repaymentOfDelay: 'screens-repayment',
  storedRepayment: 'screens-repayment',
  complaintInit: 'screens-complaints',
  complaintList: 'screens-complaints',
  complaintDetail: 'screens-complaints',
  legacyRepaymentWay: 'screens-legacy',
  bankCardInit: 'screens-bank',
  // Confirming a loan: the confirmation and the contracts it lists.
  loanConfirm: 'confirm-loan',
  loanContracts: 'confirm-loan',
  loanAltConfirm: 'confirm-loan-alt',
  loanAltAgreements: 'confirm-loan-alt',
  // Customer service: its screen comes with it (see the screens group).
  contactKfInfo: 'customer-service',
};

/** The complaint form's own modules: with RJSF in `form`, not with the other complaint screens. */
const COMPLAINT_FORM = /\/src\/screens\/complaints\/(ComplaintSubmit|submitWidgets|compressImage)\./;

/**
 * The chunks of the client build, each a layer that imports only the ones above it (so no chunk
 * imports one that imports it back, and a module's side effects run in the order they did). The two
 * layers every entry shares are folders, so a file's place says its chunk (eslint.config.js keeps each
 * from importing a layer below it):
 * - base: React, jotai, the configuration, rolldown's helpers (tools/bundle/foldRuntimePlugin.ts) and
 *   the `base/` folders of src/app, src/ui, src/runtime and src/platform: the shell every entry shows,
 *   the company site's documents included; and the plain inputs that the site's contact form, the
 *   funnel's landing and the server form's items all use (1.7 KB gz on every page, where a chunk of
 *   their own was a seventh script on bank binding and complaint submission);
 * - shared: React Router, the platform and the `shared/` folders: the route tree and the runtime the
 *   promotion funnel uses as well (actions, requests, rules, stored atoms, page parameters), and the
 *   modal layer of the dialogs and of the image viewer, which must not bring the in-app entry wherever
 *   it opens;
 * - runtime: the in-app entry, route table, the rest of the runtime and the UI kit. Holding the entry
 *   saves an in-app page a script request, and is safe only because nothing the company site or the
 *   funnel loads imports this chunk: a chunk runs every module in it wherever it is imported, so the
 *   in-app app would start over their pages. tools/bundle/prerender.ts refuses a build where one does;
 * - one chunk per in-app screen area, with the answer checks it reads, and one per in-app page
 *   outside those areas that has checks of its own (PAGE_CHECKS);
 * - documents: the company site's frame and the legal texts it shares with in-app document pages;
 * - form: the complaint form, with RJSF's Form, its ajv validator and the form's draft;
 * - items: the server form's item types, field view and widgets, on RJSF's utilities (bank binding,
 *   complaint submission), and the bank form's draft;
 * - antd: antd-mobile, for the image viewer and the money keyboard only, both loaded on demand
 *   (the keyboard's own module, MoneyKeyboard, comes with it). Nothing on a first load may import
 *   it: react-is, which RJSF needs and the antd-mobile parts in use do not, stays out of it.
 * The entries and the company-site and funnel screens keep rolldown's own splitting.
 */
export const chunkGroups = [
  {
    name: 'base',
    priority: 60,
    test: (id: string) =>
      inPackage('react|react-dom|scheduler|jotai|ajv|fast-deep-equal').test(file(id)) ||
      /vite\/preload-helper|@oxc-project\+runtime/.test(id) ||
      /\/src\/(config\/(?!generated\/screens\/)|styles\.css|(app|ui|runtime|platform)\/base\/)/.test(
        file(id),
      ) ||
      /\/schemas\/(app|messages)\.json$/.test(file(id)) ||
      /virtual:routes\/site$/.test(id),
  },
  {
    name: 'antd',
    priority: 30,
    test: (id: string) =>
      /\/node_modules\/(antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|ahooks|rc-util|@babel\/runtime|resize-observer-polyfill|classnames|lodash|tslib|use-sync-external-store)\//.test(
        file(id),
      ) || /\/src\/(platform\/antdSetup|runtime\/form\/widgets\/MoneyKeyboard)\.tsx?$/.test(file(id)),
  },
  {
    // What every page of the promotion funnel shares: its stylesheet, its campaign parameters and
    // their check. Left to rolldown they were three chunks, one of them JavaScript with no code.
    name: 'funnel',
    priority: 6,
    test: (id: string) =>
      /virtual:api-check\/funnelQuery$/.test(id) ||
      /\/src\/(screens\/funnel\/(funnel\.css|funnelQuery\.ts)|runtime\/state\/funnel\.ts)$/.test(file(id)),
  },
  {
    // The company site's frame and the legal and help texts it shares with the in-app document pages
    // (about us, privacy policy, loan agreement, payment instructions): one chunk, so either kind of
    // page loads them in one request instead of four or five small ones.
    name: 'documents',
    priority: 15,
    test: (id: string) =>
      /virtual:content\/(aboutUs|loanTerms|privacyPolicy|paymentInstructions)$/.test(id) ||
      /\/src\/screens\/site\/(MarkdownPage|siteText|site\.css|SiteFrame|AboutUs|PrivacyPolicy|LoanAgreement|PaymentInstructions)\./.test(
        file(id),
      ) ||
      /\/(src\/config\/generated\/screens|schemas\/screens)\/(site|paymentInstructions)\.(ts|json)$/.test(
        file(id),
      ),
  },
  {
    // The complaint form with RJSF's Form, the rest of RJSF's utilities and its ajv validator. After the
    // area chunks, so the complaint modules the form shares with the other complaint screens stay in
    // theirs.
    name: 'form',
    priority: 4,
    test: (id: string) =>
      /\/node_modules\/(@rjsf|fast-uri|@x0k|fast-equals|jsonpointer|json-schema-compare|compute-gcd|compute-lcm|validate\.io-[\w-]+)\//.test(
        file(id),
      ) ||
      /\/src\/runtime\/(form\/SchemaForm|state\/complaintDraft)\./.test(file(id)) ||
      COMPLAINT_FORM.test(file(id)),
  },
  {
    // The server form's item types, its field view and widgets, with the few RJSF utilities they use
    // (captured as their dependencies): the bank form (ItemFormView, no RJSF Form) needs no more.
    name: 'items',
    priority: 21,
    test: (id: string) =>
      /\/src\/runtime\/(form\/(?!SchemaForm)|itemTypes\/(?!philippines)|state\/bankDraft\.)/.test(file(id)),
  },
  {
    name: (id: string) => {
      // The complaint form brings RJSF: it goes to the form chunk, not to the other complaint screens'.
      if (COMPLAINT_FORM.test(file(id))) return null;
      if (/\/src\/runtime\/state\/repayment/.test(file(id))) return 'screens-repayment';
      const area = /\/src\/screens\/(\w+)\//.exec(file(id))?.[1];
      if (area && AREAS.includes(area)) return `screens-${area}`;
      if (/\/src\/screens\/site\/CustomerService\./.test(file(id))) return 'customer-service';
      const check = /virtual:api-check\/(\w+)/.exec(id)?.[1];
      return (check && PAGE_CHECKS[check]) || null;
    },
    debugName: 'screens',
    // Last: what an area's modules import from the layers above stays in those layers.
    priority: 5,
  },
  {
    name: 'shared',
    priority: 50,
    test: (id: string) =>
      inPackage('react-router|react-router-dom|redaxios').test(file(id)) ||
      /virtual:api-checks/.test(id) ||
      /\/src\/(platform\/(?!antdSetup)|(app|ui|runtime)\/shared\/)/.test(file(id)),
  },
  {
    name: 'runtime',
    priority: 40,
    test: (id: string) =>
      /\/src\/(runtime\/(?!form\/|itemTypes\/|state\/)|ui\/(?!ImageViewer|imageViewer)|app\/(routes|main)\.tsx)/.test(
        file(id),
      ) || /virtual:routes\/in-app$/.test(id),
  },
];
