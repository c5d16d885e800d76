// What kind of phone the page runs on, as campaign tracking sends it (`client_type`, SPEC.md section 7).
export { clientType } from '../../platform/analytics';
