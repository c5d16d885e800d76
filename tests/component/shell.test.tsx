import { screen } from '@testing-library/react';
import messages from '../../schemas/messages.json';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../support/render';

describe('app shell', () => {
  it('shows a not-found screen for an unknown path, never a blank page', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFoundHome })).toHaveAttribute('href', '/');
  });
});
