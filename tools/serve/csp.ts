// The Content-Security-Policy the production build must run under (CONTRACT.md section 1).
export const CONTRACT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self' https:; frame-src 'self' https:";
