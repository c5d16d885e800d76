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
import app from '../../../schemas/app.json';

const pages: [string, ComponentType, string][] = [
  ['/', Home, 'What we offer'],
  ['/About', About, 'Who we are'],
  ['/User', User, 'My account'],
  ['/Policy', Policy, app.policyUrl],
  ['/Loan', Loan, '91 to 365 calendar days'],
  ['/Contact', Contact, 'Submit'],
];

describe('site pages render to static HTML', () => {
  it.each(pages)('%s', (path, Page, expected) => {
    const html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    expect(html).toContain(expected);
    expect(html).toContain('<nav');
    expect(html).toContain(app.company.name);
    expect(html).toContain(`mailto:${app.company.email}`);
    expect(html).not.toContain('<!--$?-->');
  });
});
