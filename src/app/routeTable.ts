// The route table of CONTRACT.md section 2 as plain data: each address, the screen module that shows
// it and the screen file it reads. The one declaration of a route: the entries' routers (through
// tools/bundle/routesPlugin.ts), the build's prerendered pages and shells, the shells' early opening
// requests (tools/bundle/prerender.ts) and the tests' list of every address (tests/e2e/routeList.ts) are all
// derived from it, so a new screen is its line here, its screen file and its module. It imports
// nothing, so Node tools and Playwright read it as they are.

export interface RouteEntry {
  path: string;
  /** The screen's module: the entries map it to its code, the prerender to the build's chunks. */
  screen: string;
  /**
   * The screen file (schemas/screens/<schema>.json) whose title, texts and opening request (`open`)
   * an in-app page's skeleton shows and sends before the screen's code is in.
   */
  schema?: string;
  /** For a screen file that opens several pages (`opens`): which of them this page is. */
  variant?: string;
}

/** Which reading of a screen file a page takes: the file's, or one of its `opens`. */
export const screenMetaKey = (entry: RouteEntry): string | undefined =>
  entry.schema && (entry.variant ? `${entry.schema}#${entry.variant}` : entry.schema);

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
  { path: '/customerService', screen: 'src/screens/site/CustomerService.tsx', schema: 'customerService' },
  {
    path: '/paymentInstructions',
    screen: 'src/screens/site/PaymentInstructions.tsx',
    schema: 'paymentInstructions',
  },
  {
    path: '/repaymentOfCode',
    screen: 'src/screens/repayment/RepaymentOfCode.tsx',
    schema: 'repaymentOfCode',
  },
  {
    path: '/repaymentOfCode2',
    screen: 'src/screens/repayment/RepaymentOfCode2.tsx',
    schema: 'repaymentOfCode2',
  },
  {
    path: '/repaymentOfPeriod',
    screen: 'src/screens/repayment/RepaymentOfPeriod.tsx',
    schema: 'repayment',
    variant: 'period',
  },
  {
    path: '/repaymentOfDelay',
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    schema: 'repayment',
    variant: 'delay',
  },
  {
    path: '/delayedRepayment',
    screen: 'src/screens/repayment/RepaymentOfDelay.tsx',
    schema: 'repayment',
    variant: 'delay',
  },
  { path: '/legacyRepayment', screen: 'src/screens/legacy/LegacyRepayment.tsx', schema: 'legacyRepayment' },
  { path: '/confirmLoan', screen: 'src/screens/loan/ConfirmLoan.tsx', schema: 'confirmLoan' },
  { path: '/confirmLoanAlt', screen: 'src/screens/loan/ConfirmLoanAlt.tsx', schema: 'confirmLoanAlt' },
  { path: '/loanDetails', screen: 'src/screens/loan/OrderDetails.tsx', schema: 'orderDetails' },
  { path: '/orderDetails', screen: 'src/screens/loan/OrderDetails.tsx', schema: 'orderDetails' },
  { path: '/loginFailure', screen: 'src/screens/loan/LoginFailure.tsx', schema: 'loginFailure' },
  { path: '/bindBank', screen: 'src/screens/bank/BindBank.tsx', schema: 'bindBank' },
  { path: '/complaint', screen: 'src/screens/complaints/ComplaintHome.tsx', schema: 'complaintHome' },
  {
    path: '/complainPageNext',
    screen: 'src/screens/complaints/ComplaintSubmit.tsx',
    schema: 'complaintSubmit',
  },
  { path: '/complaintList', screen: 'src/screens/complaints/ComplaintList.tsx', schema: 'complaintList' },
  {
    path: '/complainDetails',
    screen: 'src/screens/complaints/ComplaintDetail.tsx',
    schema: 'complaintDetail',
  },
  { path: '/testPreview', screen: 'src/screens/preview/TestPreview.tsx', schema: 'testPreview' },
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
