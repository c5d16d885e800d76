// The route table of CONTRACT.md section 2 (src/app/routeTable.ts), for React Router's data router.
// Each in-app screen is its own chunk, fetched when first visited; a screen whose schema declares
// `open` has a loader that starts its opening request at navigation, while its code is still on the
// way (issue 10).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { markPageLook } from '../ui/pageLook';
import { OpeningSkeleton, opened, openingLoader, type OpenDeclaration } from '../runtime/opening';
import { siteRoutes, type Loader } from './siteRoutes';
import { inAppTable, type InAppScreen } from './routeTable';
// Only what the table reads of each screen file (tools/vite-plugin-schemas.ts), not the whole files.
import {
  title as orderTitle,
  texts as orderTexts,
  open as orderOpen,
} from 'virtual:screen-meta/orderDetails';
import { title as bankTitle, texts as bankTexts, open as bankOpen } from 'virtual:screen-meta/bindBank';
import { texts as repaymentTexts, opens as repaymentOpens } from 'virtual:screen-meta/repayment';
import { title as homeTitle, texts as homeTexts, open as homeOpen } from 'virtual:screen-meta/complaintHome';
import {
  title as confirmTitle,
  texts as confirmTexts,
  open as confirmOpen,
} from 'virtual:screen-meta/confirmLoan';
import {
  title as confirmAltTitle,
  texts as confirmAltTexts,
  open as confirmAltOpen,
} from 'virtual:screen-meta/confirmLoanAlt';
import {
  title as loginFailureTitle,
  texts as loginFailureTexts,
  open as loginFailureOpen,
} from 'virtual:screen-meta/loginFailure';
import {
  title as legacyTitle,
  texts as legacyTexts,
  messages as legacyMessages,
  open as legacyOpen,
} from 'virtual:screen-meta/legacyRepayment';
import { title as codeTitle } from 'virtual:screen-meta/repaymentOfCode';
import { title as code2Title } from 'virtual:screen-meta/repaymentOfCode2';
import { title as instructionsTitle } from 'virtual:screen-meta/paymentInstructions';
import {
  title as serviceTitle,
  texts as serviceTexts,
  open as serviceOpen,
} from 'virtual:screen-meta/customerService';
import { title as submitTitle } from 'virtual:screen-meta/complaintSubmit';
import { title as listTitle, texts as listTexts, open as listOpen } from 'virtual:screen-meta/complaintList';
import {
  title as detailTitle,
  texts as detailTexts,
  open as detailOpen,
} from 'virtual:screen-meta/complaintDetail';
import { title as previewTitle } from 'virtual:screen-meta/testPreview';

interface InAppPage {
  path: string;
  /** The screen's module, by its path: its shell preloads the chunks that hold it (tools/prerender.ts). */
  screen: string;
  load: Loader;
  /** The screen's title: the skeleton shows it while the code and the data come. */
  title?: string;
  texts?: Record<string, string>;
  /** Where the screen's `open` names failure words among its messages. */
  messages?: Record<string, string>;
  open?: OpenDeclaration;
}

/** An in-app page takes the page look (src/ui/pageLook.ts) as its code loads. */
const inAppCode = (load: Loader) => () => {
  markPageLook();
  return load().then((m) => m.default);
};

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
    title: repaymentTexts?.periodTitle,
    texts: repaymentTexts,
    open: repaymentOpens?.period,
    load: () => import('../screens/repayment/RepaymentOfPeriod'),
  },
  'src/screens/repayment/RepaymentOfDelay.tsx': {
    title: repaymentTexts?.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens?.delay,
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
