// Saying something in passing (a toast) on a page outside the router: the company site's pages are
// router-free documents, where the action environment (useActionEnv, which navigates through the
// router) does not exist. In-app and funnel screens use useActionEnv().toast.
export { toast } from '../platform/notify';
