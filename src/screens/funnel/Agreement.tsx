// The registration agreement (content/registrationAgreement.md), reached from the landing page.
import { Link } from 'react-router-dom';
import html from 'virtual:content/registrationAgreement';
import screen from '../../../schemas/screens/agreement.json';
import { withSession } from '../../platform/session';
import { funnelSearch, useFunnelQuery } from './funnelQuery';
import './funnel.css';

export default function Agreement() {
  const query = useFunnelQuery();
  return (
    <main className="page funnel">
      <title>{screen.title}</title>
      <div className="card markdown" dangerouslySetInnerHTML={{ __html: html }} />
      <Link className="btn btn--block" to={withSession(`/register${funnelSearch(query)}`)}>
        {screen.texts.back}
      </Link>
    </main>
  );
}
