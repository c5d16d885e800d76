// The in-app loan agreement is the loan terms and conditions text, kept in one file (content/loanTerms.md)
// so the site and the app can never show different figures.
import loanTerms from 'virtual:content/loanTerms';
import { screen as site } from '../../config/generated/screens/site';
import { InAppTextPage } from './MarkdownPage';

export default function LoanAgreement() {
  return <InAppTextPage title={site.texts.loanTitle} html={loanTerms} />;
}
