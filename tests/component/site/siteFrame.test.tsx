import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import app from '../../../schemas/app.json';
import site from '../../../schemas/screens/site.json';
import { sitePaths } from '../../../src/app/routeTable';
import { shown } from '../../support/staff';

// The navigation as staff configured it, in their order.
const NAV = site.data.nav.map((item) => [item.label, item.to] as const);

describe('company site frame', () => {
  it.each(sitePaths)('%s has the top navigation and the footer with the company details', async (path) => {
    renderRoute(path);
    const nav = await screen.findByRole('navigation', {}, { timeout: 5000 });
    for (const [name, href] of NAV) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV.map(([name]) => name));
    const current = within(nav).queryByRole('link', { current: 'page' });
    if (path === '/User') expect(current).toBeNull();
    else expect(current).toHaveAttribute('href', path);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(app.company.name)).toBeInTheDocument();
    for (const text of [site.texts.footerAddress, site.texts.footerSec, site.texts.footerCoa])
      expect(within(footer).getByText(shown(text))).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(app.company.address))).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(app.company.secRegistrationNo))).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(app.company.certificateOfAuthorityNo))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: app.company.email })).toHaveAttribute(
      'href',
      `mailto:${app.company.email}`,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('moves between the site pages through the navigation', async () => {
    // Each site page is its own prerendered document: a navigation link is a plain address that
    // loads the next page (jsdom does not follow links, so each test render opens that address).
    const follow = async (to: string) => {
      const name = site.data.nav.find((item) => item.to === to)?.label as string;
      const href = (await screen.findByRole('link', { name })).getAttribute('href') ?? '';
      expect(href).toBe(to);
      cleanup();
      return renderRoute(href);
    };
    renderRoute('/');
    const { router } = await follow('/Loan');
    expect(await screen.findByRole('heading', { level: 1, name: site.texts.loanTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Loan');
    await follow('/About');
    expect(await screen.findByRole('heading', { level: 1, name: site.texts.aboutTitle })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(shown(site.texts.pageTitle, { page: site.texts.aboutTitle })),
    );
  });

  it.each(['/aboutUs', '/privacyPolicy', '/loanAgreement', '/customerService', '/paymentInstructions'])(
    'the in-app page %s has no site navigation or footer',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});
