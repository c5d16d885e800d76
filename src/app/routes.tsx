// The route table of CONTRACT.md section 2, for React Router's data router. Each in-app screen is
// its own chunk, fetched when first visited; a screen whose schema declares `open` has a loader that
// starts its opening request at navigation, while its code is still on the way (issue 10).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { markPageLook } from '../ui/pageLook';
import { OpeningSkeleton, opened, openingLoader, type OpenDeclaration } from '../runtime/opening';
import { siteRoutes, type Loader } from './siteRoutes';
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
import { title as legacyTitle } from 'virtual:screen-meta/legacyRepayment';
import { title as codeTitle } from 'virtual:screen-meta/repaymentOfCode';
import { title as code2Title } from 'virtual:screen-meta/repaymentOfCode2';
import { title as instructionsTitle } from 'virtual:screen-meta/paymentInstructions';
import { title as serviceTitle } from 'virtual:screen-meta/customerService';
import { title as submitTitle } from 'virtual:screen-meta/complaintSubmit';
import { title as listTitle, texts as listTexts, open as listOpen } from 'virtual:screen-meta/complaintList';
import { title as detailTitle } from 'virtual:screen-meta/complaintDetail';
import { title as previewTitle } from 'virtual:screen-meta/testPreview';

interface InAppPage {
  path: string;
  /** The screen's module, by its path: its shell preloads the chunks that hold it (tools/prerender.ts). */
  screen: string;
  load: Loader;
  /** The screen's title: the skeleton shows it while the code and the data come. */
  title?: string;
  texts?: Record<string, string>;
  open?: OpenDeclaration;
}

/** An in-app page takes the page look (src/ui/pageLook.ts) as its code loads. */
const inAppCode = (load: Loader) => () => {
  markPageLook();
  return load().then((m) => m.default);
};

function inApp({ path, load, title, texts, open }: InAppPage): RouteObject {
  const code = inAppCode(load);
  const Fallback = () => (title ? <OpeningSkeleton title={title} /> : <Loading />);
  if (!open || !title)
    return { path, HydrateFallback: Fallback, lazy: async () => ({ Component: await code() }) };
  const meta = { title, texts, open };
  return {
    path,
    HydrateFallback: Fallback,
    // Static, so the router calls it at once, in parallel with `lazy`.
    loader: openingLoader(open),
    lazy: async () => ({ Component: opened((await code()) as ComponentType, meta) }),
  };
}

const OrderDetails = () => import('../screens/loan/OrderDetails');
const RepaymentOfDelay = () => import('../screens/repayment/RepaymentOfDelay');

export const inAppPages: InAppPage[] = [
  { path: '/aboutUs', screen: 'src/screens/site/AboutUs.tsx', load: () => import('../screens/site/AboutUs') },
  {
    path: '/privacyPolicy',
    screen: 'src/screens/site/PrivacyPolicy.tsx',
    load: () => import('../screens/site/PrivacyPolicy'),
  },
  {
    path: '/loanAgreement',
    screen: 'src/screens/site/LoanAgreement.tsx',
    load: () => import('../screens/site/LoanAgreement'),
  },
  {
    path: '/customerService',
    title: serviceTitle,
    screen: 'src/screens/site/CustomerService.tsx',
    load: () => import('../screens/site/CustomerService'),
  },
  {
    path: '/paymentInstructions',
    title: instructionsTitle,
    screen: 'src/screens/site/PaymentInstructions.tsx',
    load: () => import('../screens/site/PaymentInstructions'),
  },
  {
    path: '/repaymentOfCode',
    title: codeTitle,
    screen: 'src/screens/repayment/RepaymentOfCode.tsx',
    load: () => import('../screens/repayment/RepaymentOfCode'),
  },
  {
    path: '/repaymentOfCode2',
    title: code2Title,
    screen: 'src/screens/repayment/RepaymentOfCode2.tsx',
    load: () => import('../screens/repayment/RepaymentOfCode2'),
  },
  {
    path: '/repaymentOfPeriod',
    title: repaymentTexts?.periodTitle,
    texts: repaymentTexts,
    open: repaymentOpens?.period,
    screen: 'src/screens/repayment/RepaymentOfPeriod.tsx',
    load: () => import('../screens/repayment/RepaymentOfPeriod'),
  },
  {
    path: '/repaymentOfDelay',
    title: repaymentTexts?.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens?.delay,
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    load: RepaymentOfDelay,
  },
  {
    path: '/delayedRepayment',
    title: repaymentTexts?.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens?.delay,
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    load: RepaymentOfDelay,
  },
  {
    path: '/legacyRepayment',
    title: legacyTitle,
    screen: 'src/screens/legacy/LegacyRepayment.tsx',
    load: () => import('../screens/legacy/LegacyRepayment'),
  },
  {
    path: '/confirmLoan',
    title: confirmTitle,
    texts: confirmTexts,
    open: confirmOpen,
    screen: 'src/screens/loan/ConfirmLoan.tsx',
    load: () => import('../screens/loan/ConfirmLoan'),
  },
  {
    path: '/confirmLoanAlt',
    title: confirmAltTitle,
    texts: confirmAltTexts,
    open: confirmAltOpen,
    screen: 'src/screens/loan/ConfirmLoanAlt.tsx',
    load: () => import('../screens/loan/ConfirmLoanAlt'),
  },
  {
    path: '/loanDetails',
    title: orderTitle,
    texts: orderTexts,
    open: orderOpen,
    screen: 'src/screens/loan/OrderDetails.tsx',
    load: OrderDetails,
  },
  {
    path: '/orderDetails',
    title: orderTitle,
    texts: orderTexts,
    open: orderOpen,
    screen: 'src/screens/loan/OrderDetails.tsx',
    load: OrderDetails,
  },
  {
    path: '/loginFailure',
    title: loginFailureTitle,
    texts: loginFailureTexts,
    open: loginFailureOpen,
    screen: 'src/screens/loan/LoginFailure.tsx',
    load: () => import('../screens/loan/LoginFailure'),
  },
  {
    path: '/bindBank',
    title: bankTitle,
    texts: bankTexts,
    open: bankOpen,
    screen: 'src/screens/bank/BindBank.tsx',
    load: () => import('../screens/bank/BindBank'),
  },
  {
    path: '/complaint',
    title: homeTitle,
    texts: homeTexts,
    open: homeOpen,
    screen: 'src/screens/complaints/ComplaintHome.tsx',
    load: () => import('../screens/complaints/ComplaintHome'),
  },
  {
    path: '/complainPageNext',
    title: submitTitle,
    screen: 'src/screens/complaints/ComplaintSubmit.tsx',
    load: () => import('../screens/complaints/ComplaintSubmit'),
  },
  {
    path: '/complaintList',
    title: listTitle,
    texts: listTexts,
    open: listOpen,
    screen: 'src/screens/complaints/ComplaintList.tsx',
    load: () => import('../screens/complaints/ComplaintList'),
  },
  {
    path: '/complainDetails',
    title: detailTitle,
    screen: 'src/screens/complaints/ComplaintDetail.tsx',
    load: () => import('../screens/complaints/ComplaintDetail'),
  },
  {
    path: '/testPreview',
    title: previewTitle,
    screen: 'src/screens/preview/TestPreview.tsx',
    load: () => import('../screens/preview/TestPreview'),
  },
];

/** Every route under the app shell: the company-site pages, then the in-app pages. */
export const routes: RouteObject[] = [
  ...siteRoutes.map(({ path, Component }) => ({ path, Component })),
  ...inAppPages.map(inApp),
];

/** The title of each in-app page that has one, for the skeleton shown while it comes. */
export const routeTitles: Record<string, string | undefined> = Object.fromEntries(
  inAppPages.map((p) => [p.path, p.title]),
);
