// The company site's frame: top navigation, main area and footer, all from schemas/screens/site.json
// and the company details of schemas/app.json. Plain HTML only: a site page renders synchronously,
// prerenders to static HTML, and its links load the next prerendered page, so no router is needed.
import type { ReactNode } from 'react';
import { useCurrentPath } from '../../runtime/base/currentPath';
import { screen as site } from '../../config/generated/screens/site';
import { config } from '../../config';
import { withConfig } from './siteText';
import './site.css';
import { Icon } from '../../ui/base/Icon';

const { texts } = site;
const nav: { label: string; to: string }[] = site.data.nav;

export function SiteFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { company } = config;
  const currentPath = useCurrentPath();
  return (
    <div className="site">
      <title>{withConfig(texts.pageTitle, { page: title })}</title>
      <a className="site__skip" href="#main">
        {texts.skipToContent}
      </a>
      <header className="site__header">
        <a href="/" className="site__brand">
          <Icon src={config.download.logo} alt="" width={32} height={32} />
          <span>{company.name}</span>
        </a>
        <nav className="site__nav" aria-label={texts.navLabel}>
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <a href={item.to} aria-current={item.to === currentPath ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site__footer">
        <p className="site__footer-name">{company.name}</p>
        <address>
          <p>{withConfig(texts.footerAddress)}</p>
          <p>{withConfig(texts.footerSec)}</p>
          <p>{withConfig(texts.footerCoa)}</p>
          <p>
            {texts.footerEmail} <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
        </address>
        <p className="site__copyright">{withConfig(texts.copyright)}</p>
      </footer>
    </div>
  );
}
