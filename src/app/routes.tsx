// The route table of CONTRACT.md section 2, for React Router's data router. Each in-app screen is
// its own chunk, fetched when first visited; a screen whose schema declares `open` has a loader that
// starts its opening request at navigation, while its code is still on the way (issue 10).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { OpeningSkeleton, opened, openingLoader, type OpenDeclaration } from '../runtime/opening';
import { siteRoutes, type Loader } from './siteRoutes';
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
    texts: serviceTexts,
    open: serviceOpen,
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
    title: repaymentTexts.periodTitle,
    texts: repaymentTexts,
    open: repaymentOpens.period,
    screen: 'src/screens/repayment/RepaymentOfPeriod.tsx',
    load: () => import('../screens/repayment/RepaymentOfPeriod'),
  },
  {
    path: '/repaymentOfDelay',
    title: repaymentTexts.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens.delay,
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    load: RepaymentOfDelay,
  },
  {
    path: '/delayedRepayment',
    title: repaymentTexts.delayTitle,
    texts: repaymentTexts,
    open: repaymentOpens.delay,
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    load: RepaymentOfDelay,
  },
  {
    path: '/legacyRepayment',
    title: legacyTitle,
    texts: legacyTexts,
    messages: legacyMessages,
    open: legacyOpen,
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
    texts: detailTexts,
    open: detailOpen,
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
