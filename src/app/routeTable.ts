// The route table of CONTRACT.md section 2 as plain data: each address and the screen module that
// shows it. The entries' routers (src/app/siteRoutes.ts, routes.tsx, promoRoutes.tsx), the build's
// prerendered pages (tools/prerender.ts) and the tests' list of every address (tests/e2e/routeList.ts)
// are all derived from it, so a new route is one line here. It imports nothing, so Node tools and
// Playwright read it as they are.

export interface RouteEntry {
  path: string;
  /** The screen's module: the entries map it to its code, the prerender to the build's chunks. */
  screen: string;
}

/** The company site: each page its own prerendered document. */
export const siteTable = [
  { path: '/', screen: 'src/screens/site/Home.tsx' },
  { path: '/About', screen: 'src/screens/site/About.tsx' },
  { path: '/User', screen: 'src/screens/site/User.tsx' },
  { path: '/Policy', screen: 'src/screens/site/Policy.tsx' },
  { path: '/Loan', screen: 'src/screens/site/Loan.tsx' },
  { path: '/Contact', screen: 'src/screens/site/Contact.tsx' },
] as const satisfies readonly RouteEntry[];

/** The in-app pages: each gets a prerendered shell (its title and skeleton) and a lazy screen. */
export const inAppTable = [
  { path: '/aboutUs', screen: 'src/screens/site/AboutUs.tsx' },
  { path: '/privacyPolicy', screen: 'src/screens/site/PrivacyPolicy.tsx' },
  { path: '/loanAgreement', screen: 'src/screens/site/LoanAgreement.tsx' },
  { path: '/customerService', screen: 'src/screens/site/CustomerService.tsx' },
  { path: '/paymentInstructions', screen: 'src/screens/site/PaymentInstructions.tsx' },
  { path: '/repaymentOfCode', screen: 'src/screens/repayment/RepaymentOfCode.tsx' },
  { path: '/repaymentOfCode2', screen: 'src/screens/repayment/RepaymentOfCode2.tsx' },
  { path: '/repaymentOfPeriod', screen: 'src/screens/repayment/RepaymentOfPeriod.tsx' },
  { path: '/repaymentOfDelay', screen: 'src/screens/repayment/RepaymentOfDelay.tsx' },
  { path: '/delayedRepayment', screen: 'src/screens/repayment/RepaymentOfDelay.tsx' },
  { path: '/legacyRepayment', screen: 'src/screens/legacy/LegacyRepayment.tsx' },
  { path: '/confirmLoan', screen: 'src/screens/loan/ConfirmLoan.tsx' },
  { path: '/confirmLoanAlt', screen: 'src/screens/loan/ConfirmLoanAlt.tsx' },
  { path: '/loanDetails', screen: 'src/screens/loan/OrderDetails.tsx' },
  { path: '/orderDetails', screen: 'src/screens/loan/OrderDetails.tsx' },
  { path: '/loginFailure', screen: 'src/screens/loan/LoginFailure.tsx' },
  { path: '/bindBank', screen: 'src/screens/bank/BindBank.tsx' },
  { path: '/complaint', screen: 'src/screens/complaints/ComplaintHome.tsx' },
  { path: '/complainPageNext', screen: 'src/screens/complaints/ComplaintSubmit.tsx' },
  { path: '/complaintList', screen: 'src/screens/complaints/ComplaintList.tsx' },
  { path: '/complainDetails', screen: 'src/screens/complaints/ComplaintDetail.tsx' },
  { path: '/testPreview', screen: 'src/screens/preview/TestPreview.tsx' },
] as const satisfies readonly RouteEntry[];

/** The promotion funnel's hash routes, under /promo/ (its landing is prerendered at /promo/). */
export const promoTable = [
  { path: '/', screen: 'src/screens/funnel/Landing.tsx' },
  { path: '/register', screen: 'src/screens/funnel/Landing.tsx' },
  { path: '/downloadTemplate', screen: 'src/screens/funnel/Download.tsx' },
  { path: '/agreementTemplate', screen: 'src/screens/funnel/Agreement.tsx' },
] as const satisfies readonly RouteEntry[];

export type SiteScreen = (typeof siteTable)[number]['screen'];
export type InAppScreen = (typeof inAppTable)[number]['screen'];
export type PromoScreen = (typeof promoTable)[number]['screen'];

/** The company-site pages the build prerenders, one document each. */
export const sitePaths: string[] = siteTable.map((route) => route.path);
