// The route table of CONTRACT.md section 2. Each screen is its own chunk, loaded when first visited.
import { lazy } from 'react';
import { siteRoutes, type AppRoute, type Loader, type Screen } from './siteRoutes';

/** An in-app page: antd-mobile is set up (English locale, React 19 rendering) alongside its code. */
const inApp = (load: Loader): Screen =>
  lazy(() => Promise.all([import('../platform/antdSetup'), load()]).then(([, m]) => m));

const AboutUs = inApp(() => import('../screens/site/AboutUs'));
const PrivacyPolicy = inApp(() => import('../screens/site/PrivacyPolicy'));
const LoanAgreement = inApp(() => import('../screens/site/LoanAgreement'));
const CustomerService = inApp(() => import('../screens/site/CustomerService'));
const PaymentInstructions = inApp(() => import('../screens/site/PaymentInstructions'));
const RepaymentOfCode = inApp(() => import('../screens/repayment/RepaymentOfCode'));
const RepaymentOfCode2 = inApp(() => import('../screens/repayment/RepaymentOfCode2'));
const RepaymentOfPeriod = inApp(() => import('../screens/repayment/RepaymentOfPeriod'));
const RepaymentOfDelay = inApp(() => import('../screens/repayment/RepaymentOfDelay'));
const LegacyRepayment = inApp(() => import('../screens/legacy/LegacyRepayment'));
const ConfirmLoan = inApp(() => import('../screens/loan/ConfirmLoan'));
const ConfirmLoanAlt = inApp(() => import('../screens/loan/ConfirmLoanAlt'));
const OrderDetails = inApp(() => import('../screens/loan/OrderDetails'));
const LoginFailure = inApp(() => import('../screens/loan/LoginFailure'));
const BindBank = inApp(() => import('../screens/bank/BindBank'));
const ComplaintHome = inApp(() => import('../screens/complaints/ComplaintHome'));
const ComplaintSubmit = inApp(() => import('../screens/complaints/ComplaintSubmit'));
const ComplaintList = inApp(() => import('../screens/complaints/ComplaintList'));
const ComplaintDetail = inApp(() => import('../screens/complaints/ComplaintDetail'));
const TestPreview = inApp(() => import('../screens/preview/TestPreview'));

export const routes: AppRoute[] = [
  ...siteRoutes,
  { path: '/aboutUs', Component: AboutUs },
  { path: '/privacyPolicy', Component: PrivacyPolicy },
  { path: '/loanAgreement', Component: LoanAgreement },
  { path: '/customerService', Component: CustomerService },
  { path: '/paymentInstructions', Component: PaymentInstructions },
  { path: '/repaymentOfCode', Component: RepaymentOfCode },
  { path: '/repaymentOfCode2', Component: RepaymentOfCode2 },
  { path: '/repaymentOfPeriod', Component: RepaymentOfPeriod },
  { path: '/repaymentOfDelay', Component: RepaymentOfDelay },
  { path: '/delayedRepayment', Component: RepaymentOfDelay },
  { path: '/legacyRepayment', Component: LegacyRepayment },
  { path: '/confirmLoan', Component: ConfirmLoan },
  { path: '/confirmLoanAlt', Component: ConfirmLoanAlt },
  { path: '/loanDetails', Component: OrderDetails },
  { path: '/orderDetails', Component: OrderDetails },
  { path: '/loginFailure', Component: LoginFailure },
  { path: '/bindBank', Component: BindBank },
  { path: '/complaint', Component: ComplaintHome },
  { path: '/complainPageNext', Component: ComplaintSubmit },
  { path: '/complaintList', Component: ComplaintList },
  { path: '/complainDetails', Component: ComplaintDetail },
  { path: '/testPreview', Component: TestPreview },
];
