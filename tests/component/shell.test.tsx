import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../support/render';

describe('app shell', () => {
  it('shows a not-found screen for an unknown path, never a blank page', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });
});
