// The company site's loan terms and conditions (the same text as the in-app /loanAgreement).
import loanTerms from 'virtual:content/loanTerms';
import { screen as site } from '../../config/generated/screens/site';
import { Markdown } from './MarkdownPage';
import { SiteFrame } from './SiteFrame';

export default function Loan() {
  return (
    <SiteFrame title={site.texts.loanTitle}>
      <h1 className="site__title">{site.texts.loanTitle}</h1>
      <Markdown html={loanTerms} className="card" />
    </SiteFrame>
  );
}
