// The company site's home: what the lender offers, its registration numbers and a call to download the app.
import { screen as site } from '../../config/generated/screens/site';
import { config } from '../../config';
import { SiteFrame } from './SiteFrame';
import { withConfig } from './siteText';
import { Icon } from '../../ui/base/Icon';

const { texts } = site;
const offers: { title: string; text: string }[] = site.data.offers;
const badge = site.data.downloadBadge;

export default function Home() {
  const { company, download } = config;
  return (
    <SiteFrame title={texts.homeTitle}>
      <section className="site-hero">
        <h1>{withConfig(texts.heroTitle)}</h1>
        <p>{withConfig(texts.heroText)}</p>
      </section>
      <section className="site-section" aria-labelledby="site-offers">
        <h2 id="site-offers">{texts.offersTitle}</h2>
        <ul className="site-offers">
          {offers.map((offer) => (
            <li key={offer.title} className="card">
              <h3>{withConfig(offer.title)}</h3>
              <p>{withConfig(offer.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-section card" aria-labelledby="site-registration">
        <h2 id="site-registration">{texts.registrationTitle}</h2>
        <p>{withConfig(texts.registrationText)}</p>
        <dl className="site-registration">
          <div>
            <dt>{texts.registrationSec}</dt>
            <dd>{company.secRegistrationNo}</dd>
          </div>
          <div>
            <dt>{texts.registrationCoa}</dt>
            <dd>{company.certificateOfAuthorityNo}</dd>
          </div>
        </dl>
      </section>
      <section className="site-section site-download" aria-labelledby="site-download">
        <h2 id="site-download">{withConfig(texts.downloadTitle)}</h2>
        <p>{withConfig(texts.downloadText)}</p>
        <a href={download.storeUrl} className="site-download__badge">
          <Icon src={badge.src} alt={badge.alt} width={180} height={54} />
        </a>
      </section>
    </SiteFrame>
  );
}
