// Developer-owned configuration: values that must match the native app, the server or what earlier
// versions of this app stored, so a product-staff edit must never change them. They used to sit in
// schemas/app.json; docs/editing.md tells staff they are here now. Read through `config`
// (src/config/index.ts), which lays these over the staff-edited app.json.
export const developer = {
  /** Sent as `appName` by the promotion funnel's calls (SPEC.md section 7). */
  appCode: 'pa',
  /** The native app's URL scheme and the path of its product page (order details' Borrow Again). */
  appScheme: 'pesoagad://',
  productDetailPath: 'product/detail',
  /** API origin; empty means the page's own origin. */
  apiBase: '',
  /** Path prefix of the in-app endpoints, and the segments the catalogue builds paths from. */
  basePath: '/tender',
  promoSegment: 'pa',
  storeSegment: 'appstore',
  httpTimeoutMs: 60000,
  toast: { durationMs: 3000, minDurationMs: 300, longDurationMs: 8000 },
  /** Session parameter names the native app puts in the page address (CONTRACT.md section 1). */
  sessionParams: ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId'],
  /** Which session parameters each http client sends as headers, by their wire names. */
  headerParams: { json: ['building', 'gather'], form: ['swift', 'eyes'] },
  /** Bridge calls by the name screens use → the native message handler's name (CONTRACT.md section 2). */
  bridge: {
    openPage: 'openPage',
    openPageWithParams: 'openPageWithParams',
    openPageWithParam: 'openPageWithParam',
    goHome: 'goHome',
    goMine: 'goMine',
    goLogin: 'goLogin',
    callPhone: 'callPhone',
    goAppStoreRating: 'goAppStoreRating',
    closeWebView: 'closeWebView',
    trackPoint: 'trackPoint',
    startBankFlow: 'startBankFlow',
    endBankFlow: 'endBankFlow',
  },
  /** The scene the loan agreements are asked for in (SPEC.md section 7). */
  agreementScene: 3,
  /** Click-tracking ids the server's reports group events by. */
  tracking: { borrowAgainModuleId: 30, borrowAgainPositionId: 0 },
  /** Web storage keys; changing one loses what borrowers already kept under the old one. */
  storageKeys: {
    /** The visit's session parameters (src/app/boot.ts reads them too). */
    session: 'lender.session',
    repaymentInfo: 'lender.repaymentInfo',
    complaintDraft: 'lender.draft.complaint',
    bankDraft: 'lender.draft.bank',
    lastComplaintOrder: 'lender.complaint.orderNo',
    funnelQuery: 'lender.funnel',
  },
  /** Other spellings of bank form item types the server may send (SPEC.md names "txt" and "city select"). */
  cateAliases: {
    txt: 'text',
    city: 'citySelect',
    'city select': 'citySelect',
    city_select: 'citySelect',
    cityselect: 'citySelect',
  } as Record<string, string>,
};
