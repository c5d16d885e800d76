import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import aboutUs from 'virtual:content/aboutUs';
import app from '../../../schemas/app.json';
import site from '../../../schemas/screens/site.json';
import { headingsOf, shown } from '../../support/staff';

const { texts } = site;

/**
 * Every figure of the loan terms (SPEC.md sections 1 and 9), as a reader finds it in the text. These
 * are the figures SPEC.md requires the terms to state, not staff's wording: staff may reword the text
 * around them (the drill does), but a figure that changes is a change of the product.
 */
const LOAN_FIGURES: RegExp[] = [
  /91 to 365 calendar days/,
  /within 1 to 3 calendar days/,
  /within 1 day/,
  /at least half of the loan term/,
  /at least 7 days after disbursal/,
  /single charge of ₱1,000 for new clients and ₱800 for repeat clients/,
  /Days 1-30\s*5% per day/,
  /Days 31-90\s*4% per day/,
  /From day 91\s*2% per day/,
  /within 3\s+calendar days/,
  /within 10 days/,
  /at least 7 business days/,
  /same period as the loan/,
  /pays the interest and penalties due/,
  /adult over 18 years old with a permanent address in the Philippines/,
];

function mainText(): string {
  return (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
}

describe('company site pages', () => {
  it('home presents the lender, what it offers, its registration numbers and the app download', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.offersTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(site.data.offers.length);
    for (const offer of site.data.offers) expect(screen.getByText(shown(offer.text))).toBeInTheDocument();
    const registration = screen.getByRole('region', { name: texts.registrationTitle });
    expect(within(registration).getByText(app.company.secRegistrationNo)).toBeInTheDocument();
    expect(within(registration).getByText(app.company.certificateOfAuthorityNo)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: site.data.downloadBadge.alt });
    expect(download).toHaveAttribute('href', app.download.storeUrl);
    // The configured badge is a small public SVG, inlined into the page at build time (the schema's
    // import is, as the app's is).
    const badge = site.data.downloadBadge.src;
    expect(badge).toMatch(/^data:image\/svg\+xml,/);
    expect(within(download).getByRole('img')).toHaveAttribute('src', badge);
  });

  it('/About shows the company about text', async () => {
    renderRoute('/About');
    expect(await screen.findByRole('heading', { level: 1, name: texts.aboutTitle })).toBeInTheDocument();
    for (const name of headingsOf(aboutUs, 2))
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(mainText()).toContain(app.company.secRegistrationNo);
    expect(mainText()).toContain(app.company.address);
  });

  it('/Loan shows the loan terms and conditions with every figure', async () => {
    renderRoute('/Loan');
    expect(await screen.findByRole('heading', { level: 1, name: texts.loanTitle })).toBeInTheDocument();
    const text = mainText();
    for (const figure of LOAN_FIGURES) expect(text).toMatch(figure);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(text).not.toMatch(/\{[a-zA-Z.]+\}/);
  });

  it('/Policy embeds the configured policy page in a titled frame, with a direct link', async () => {
    renderRoute('/Policy');
    expect(await screen.findByRole('heading', { level: 1, name: texts.policyTitle })).toBeInTheDocument();
    const frame = screen.getByTitle(shown(texts.policyFrame));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', app.policyUrl);
    expect(screen.getByRole('link', { name: texts.policyOpen })).toHaveAttribute('href', app.policyUrl);
  });

  it('/User is an empty page inside the site frame', async () => {
    renderRoute('/User');
    const main = await screen.findByRole('main');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
    expect(main.children).toHaveLength(1);
  });
});

describe('in-app text pages', () => {
  it('/aboutUs shows the about text', async () => {
    renderRoute('/aboutUs');
    expect(await screen.findByRole('heading', { level: 1, name: texts.aboutTitle })).toBeInTheDocument();
    expect(mainText()).toContain(app.company.name);
    expect(mainText()).toContain(app.company.certificateOfAuthorityNo);
  });

  it('/privacyPolicy keeps both readings: the policy company and country, and the app it covers', async () => {
    renderRoute('/privacyPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: texts.policyTitle })).toBeInTheDocument();
    const text = mainText();
    expect(text).toContain(app.company.policyCompanyName);
    expect(text).toContain(app.company.policyCountry);
    expect(text).toContain(app.appName);
    // The policy may name the address more than once: each is a link that writes to it.
    const emailLinks = screen.getAllByRole('link', { name: app.company.email });
    for (const link of emailLinks) expect(link).toHaveAttribute('href', `mailto:${app.company.email}`);
  });

  it('/loanAgreement shows the loan terms with its title and figures', async () => {
    renderRoute('/loanAgreement');
    expect(await screen.findByRole('heading', { level: 1, name: texts.loanTitle })).toBeInTheDocument();
    const text = mainText();
    for (const figure of LOAN_FIGURES) expect(text).toMatch(figure);
  });
});
