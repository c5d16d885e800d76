// The company site is prerendered at build time: each page must render synchronously, with all its
// words, from build-time content alone (no data fetching, nothing lazy).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import Home from '../../../src/screens/site/Home';
import About from '../../../src/screens/site/About';
import User from '../../../src/screens/site/User';
import Policy from '../../../src/screens/site/Policy';
import Loan from '../../../src/screens/site/Loan';
import Contact from '../../../src/screens/site/Contact';
import aboutUs from 'virtual:content/aboutUs';
import loanTerms from 'virtual:content/loanTerms';
import app from '../../../schemas/app.json';
import site from '../../../schemas/screens/site.json';
import contact from '../../../schemas/screens/contact.json';
import { headingsOf } from '../../support/staff';

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

// Words each page must carry, read from the staff files.
const pages: [string, ComponentType, string][] = [
  ['/', Home, html(site.texts.offersTitle)],
  ['/About', About, html(headingsOf(aboutUs, 2)[0] as string)],
  ['/User', User, html(site.texts.userTitle)],
  ['/Policy', Policy, app.policyUrl],
  ['/Loan', Loan, html(headingsOf(loanTerms, 2)[0] as string)],
  ['/Contact', Contact, html(contact.texts.submit)],
];

describe('site pages render to static HTML', () => {
  it.each(pages)('%s', (path, Page, expected) => {
    const page = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    expect(page).toContain(expected);
    expect(page).toContain('<nav');
    expect(page).toContain(html(app.company.name));
    expect(page).toContain(`mailto:${app.company.email}`);
    expect(page).not.toContain('<!--$?-->');
  });
});
