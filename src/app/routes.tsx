// The route table of CONTRACT.md section 2 (src/app/routeTable.ts), for React Router's data router.
// Each in-app screen is its own chunk, fetched when first visited; a screen whose schema declares
// `open` has a loader that starts its opening request at navigation, while its code is still on the
// way (issue 10).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { OpeningSkeleton, opened, openingLoader, type OpenDeclaration } from '../runtime/opening';
import { siteRoutes, type Loader } from './siteRoutes';
import { inAppTable, type InAppScreen } from './routeTable';
// Only the names used are bundled (JSON named imports), not the whole screen files.
import {
  title as orderTitle,
  texts as orderTexts,
  open as orderOpen,
} from '../../schemas/screens/orderDetails.json';
import {
  title as bankTitle,
  texts as bankTexts,
  open as bankOpen,
} from '../../schemas/screens/bindBank.json';
import { texts as repaymentTexts, opens as repaymentOpens } from '../../schemas/screens/repayment.json';
import {
  title as homeTitle,
  texts as homeTexts,
  open as homeOpen,
} from '../../schemas/screens/complaintHome.json';
import {
  title as confirmTitle,
  texts as confirmTexts,
  open as confirmOpen,
} from '../../schemas/screens/confirmLoan.json';
import {
  title as confirmAltTitle,
  texts as confirmAltTexts,
  open as confirmAltOpen,
} from '../../schemas/screens/confirmLoanAlt.json';
import {
  title as loginFailureTitle,
  texts as loginFailureTexts,
  open as loginFailureOpen,
} from '../../schemas/screens/loginFailure.json';
import {
  title as legacyTitle,
  texts as legacyTexts,
  messages as legacyMessages,
  open as legacyOpen,
} from '../../schemas/screens/legacyRepayment.json';
import { title as codeTitle } from '../../schemas/screens/repaymentOfCode.json';
import { title as code2Title } from '../../schemas/screens/repaymentOfCode2.json';
import { title as instructionsTitle } from '../../schemas/screens/paymentInstructions.json';
import {
  title as serviceTitle,
  texts as serviceTexts,
  open as serviceOpen,
} from '../../schemas/screens/customerService.json';
import { title as submitTitle } from '../../schemas/screens/complaintSubmit.json';
import {
  title as listTitle,
  texts as listTexts,
  open as listOpen,
} from '../../schemas/screens/complaintList.json';
import {
  title as detailTitle,
  texts as detailTexts,
  open as detailOpen,
} from '../../schemas/screens/complaintDetail.json';
import { title as previewTitle } from '../../schemas/screens/testPreview.json';

interface InAppPage {
  path: string;
  /** The screen's module, as the build's manifest names it: its shell preloads the screen's chunks. */
  screen: string;
  load: Loader;
  /** The screen's title: the skeleton shows it while the code and the data come. */
  title?: string;
  texts?: Record<string, string>;
  /** Where the screen's `open` names failure words among its messages. */
  messages?: Record<string, string>;
  open?: OpenDeclaration;
}

/** An in-app page: antd-mobile is set up (English locale, React 19 rendering) alongside its code. */
const inAppCode = (load: Loader) => () =>
  Promise.all([import('../platform/antdSetup'), load()]).then(([, m]) => m.default);

function inApp({ path, load, title, texts, messages, open }: InAppPage): RouteObject {
  const code = inAppCode(load);
  const Fallback = () => (title ? <OpeningSkeleton title={title} /> : <Loading />);
  if (!open || !title)
    return { path, HydrateFallback: Fallback, lazy: async () => ({ Component: await code() }) };
  const meta = { title, texts, messages, open };
  return {
    path,
    HydrateFallback: Fallback,
    // Static, so the router calls it at once, in parallel with `lazy`.
    loader: openingLoader(open),
    lazy: async () => ({ Component: opened((await code()) as ComponentType, meta) }),
  };
}

type ScreenEntry = Omit<InAppPage, 'path' | 'screen'>;

/**
 * What each in-app screen needs beside its address: its code, and the title, texts and opening
 * request of its schema. The compiler holds this to the screens the table names.
 */
const screens: Record<InAppScreen, ScreenEntry> = {
  'src/screens/site/AboutUs.tsx': { load: () => import('../screens/site/AboutUs') },
  'src/screens/site/PrivacyPolicy.tsx': { load: () => import('../screens/site/PrivacyPolicy') },
  'src/screens/site/LoanAgreement.tsx': { load: () => import('../screens/site/LoanAgreement') },
  'src/screens/site/CustomerService.tsx': {
    title: serviceTitle,
    texts: serviceTexts,
    open: serviceOpen,
    load: () => import('../screens/site/CustomerService'),
  },
  'src/screens/site/PaymentInstructions.tsx': {
    title: instructionsTitle,
    load: () => import('../screens/site/PaymentInstructions'),
  },
  'src/screens/repayment/RepaymentOfCode.tsx': {
    title: codeTitle,
    load: () => import('../screens/repayment/RepaymentOfCode'),
  },
  'src/screens/repayment/RepaymentOfCode2.tsx': {
    title: code2Title,
    load: () => import('../screens/repayment/RepaymentOfCode2'),
  },
  'src/screens/repayment/RepaymentOfPeriod.tsx': {
    title: repaymentTexts.periodTitle,
    texts: repaymentTexts,
    open: repaymentOpens.period,
    load: () => import('../screens/repayment/RepaymentOfPeriod'),
  },
  'src/screens/repayment/RepaymentOfDelay.tsx': {
    title: repaymentTexts.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens.delay,
    load: () => import('../screens/repayment/RepaymentOfDelay'),
  },
  'src/screens/legacy/LegacyRepayment.tsx': {
    title: legacyTitle,
    texts: legacyTexts,
    messages: legacyMessages,
    open: legacyOpen,
    load: () => import('../screens/legacy/LegacyRepayment'),
  },
  'src/screens/loan/ConfirmLoan.tsx': {
    title: confirmTitle,
    texts: confirmTexts,
    open: confirmOpen,
    load: () => import('../screens/loan/ConfirmLoan'),
  },
  'src/screens/loan/ConfirmLoanAlt.tsx': {
    title: confirmAltTitle,
    texts: confirmAltTexts,
    open: confirmAltOpen,
    load: () => import('../screens/loan/ConfirmLoanAlt'),
  },
  'src/screens/loan/OrderDetails.tsx': {
    title: orderTitle,
    texts: orderTexts,
    open: orderOpen,
    load: () => import('../screens/loan/OrderDetails'),
  },
  'src/screens/loan/LoginFailure.tsx': {
    title: loginFailureTitle,
    texts: loginFailureTexts,
    open: loginFailureOpen,
    load: () => import('../screens/loan/LoginFailure'),
  },
  'src/screens/bank/BindBank.tsx': {
    title: bankTitle,
    texts: bankTexts,
    open: bankOpen,
    load: () => import('../screens/bank/BindBank'),
  },
  'src/screens/complaints/ComplaintHome.tsx': {
    title: homeTitle,
    texts: homeTexts,
    open: homeOpen,
    load: () => import('../screens/complaints/ComplaintHome'),
  },
  'src/screens/complaints/ComplaintSubmit.tsx': {
    title: submitTitle,
    load: () => import('../screens/complaints/ComplaintSubmit'),
  },
  'src/screens/complaints/ComplaintList.tsx': {
    title: listTitle,
    texts: listTexts,
    open: listOpen,
    load: () => import('../screens/complaints/ComplaintList'),
  },
  'src/screens/complaints/ComplaintDetail.tsx': {
    title: detailTitle,
    texts: detailTexts,
    open: detailOpen,
    load: () => import('../screens/complaints/ComplaintDetail'),
  },
  'src/screens/preview/TestPreview.tsx': {
    title: previewTitle,
    load: () => import('../screens/preview/TestPreview'),
  },
};

/** The in-app pages of a route table: each address with its screen's code and schema. */
export const inAppPagesOf = (table: readonly { path: string; screen: InAppScreen }[]): InAppPage[] =>
  table.map(({ path, screen }) => ({ path, screen, ...screens[screen] }));

export const inAppPages: InAppPage[] = inAppPagesOf(inAppTable);

/** Every route under the app shell: the company-site pages, then the in-app pages. */
export const routes: RouteObject[] = [
  ...siteRoutes.map(({ path, Component }) => ({ path, Component })),
  ...inAppPages.map(inApp),
];

/** The title of each in-app page that has one, for the skeleton shown while it comes. */
export const routeTitles: Record<string, string | undefined> = Object.fromEntries(
  inAppPages.map((p) => [p.path, p.title]),
);
