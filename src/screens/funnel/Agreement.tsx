// The registration agreement (content/registrationAgreement.md), reached from the landing page.
import html from 'virtual:content/registrationAgreement';
import { screen } from '../../config/generated/screens/agreement';
import { AppLink } from '../../runtime/shared/AppLink';
import { funnelSearch, useFunnelQuery } from './funnelQuery';
import './funnel.css';

export default function Agreement() {
  const query = useFunnelQuery();
  return (
    <main className="page funnel">
      <title>{screen.title}</title>
      <div className="card markdown" dangerouslySetInnerHTML={{ __html: html }} />
      <AppLink className="btn btn--block" to={`/register${funnelSearch(query)}`}>
        {screen.texts.back}
      </AppLink>
    </main>
  );
}
