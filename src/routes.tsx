// The route table of CONTRACT.md section 2. Each screen is its own chunk, loaded when first visited.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;
const screen = (load: () => Promise<{ default: ComponentType }>): Screen => lazy(load);

export interface AppRoute {
  path: string;
  Component: Screen;
}

const Home = screen(() => import('./screens/site/Home'));
const About = screen(() => import('./screens/site/About'));
const User = screen(() => import('./screens/site/User'));
const Policy = screen(() => import('./screens/site/Policy'));
const Loan = screen(() => import('./screens/site/Loan'));
const Contact = screen(() => import('./screens/site/Contact'));
const AboutUs = screen(() => import('./screens/site/AboutUs'));
const PrivacyPolicy = screen(() => import('./screens/site/PrivacyPolicy'));
const LoanAgreement = screen(() => import('./screens/site/LoanAgreement'));
const CustomerService = screen(() => import('./screens/site/CustomerService'));
const PaymentInstructions = screen(() => import('./screens/site/PaymentInstructions'));
const RepaymentOfCode = screen(() => import('./screens/repayment/RepaymentOfCode'));
const RepaymentOfCode2 = screen(() => import('./screens/repayment/RepaymentOfCode2'));
const RepaymentOfPeriod = screen(() => import('./screens/repayment/RepaymentOfPeriod'));
const RepaymentOfDelay = screen(() => import('./screens/repayment/RepaymentOfDelay'));
const LegacyRepayment = screen(() => import('./screens/legacy/LegacyRepayment'));
const ConfirmLoan = screen(() => import('./screens/loan/ConfirmLoan'));
const ConfirmLoanAlt = screen(() => import('./screens/loan/ConfirmLoanAlt'));
const OrderDetails = screen(() => import('./screens/loan/OrderDetails'));
const LoginFailure = screen(() => import('./screens/loan/LoginFailure'));
const BindBank = screen(() => import('./screens/bank/BindBank'));
const ComplaintHome = screen(() => import('./screens/complaints/ComplaintHome'));
const ComplaintSubmit = screen(() => import('./screens/complaints/ComplaintSubmit'));
const ComplaintList = screen(() => import('./screens/complaints/ComplaintList'));
const ComplaintDetail = screen(() => import('./screens/complaints/ComplaintDetail'));
const TestPreview = screen(() => import('./screens/preview/TestPreview'));

export const routes: AppRoute[] = [
  { path: '/', Component: Home },
  { path: '/About', Component: About },
  { path: '/User', Component: User },
  { path: '/Policy', Component: Policy },
  { path: '/Loan', Component: Loan },
  { path: '/Contact', Component: Contact },
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
