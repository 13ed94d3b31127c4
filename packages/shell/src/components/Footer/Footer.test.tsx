import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startTestServer } from '../../testing';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { Footer } from './Footer';

startTestServer(shellHandlers());

describe('Footer (spec §2)', () => {
  it('shows the vendor logos of PG, EG2, PT, JDB, CQ9, FC, JL and BGS from /art/vendor', async () => {
    renderWithProviders(<Footer year={2026} />);
    const vendors = screen.getByRole('region', { name: 'Providers' });
    const logos = within(vendors).getAllByRole('img');
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(logos[0]).toHaveAttribute('src', '/art/vendor/PG.svg');
  });

  it('links each help topic to /help#<tag> and each category to its route', async () => {
    renderWithProviders(<Footer />);
    const help = await screen.findByRole('region', { name: 'Help centre' });
    expect(within(help).getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('href', '/help#withdraw');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
  });

  it('shows only the configured social links', async () => {
    const db = shellCatalogue();
    db.permissionInfo.resources = db.permissionInfo.resources.filter((r) => r.resourceType !== 'SOCIAL_FACEBOOK');
    renderWithProviders(<Footer />, { handlers: shellHandlers({}, db) });
    const social = await screen.findByRole('region', { name: 'Follow us' });
    expect(within(social).getAllByRole('link').map((a) => a.textContent)).toEqual(['WhatsApp', 'Telegram']);
  });

  it('shows 18+, the copyright with the site name and the licence dialog', async () => {
    const { user } = renderWithProviders(<Footer year={2026} />);
    expect(screen.getByText('18+ play responsibly')).toBeInTheDocument();
    expect(await screen.findByText('© 2026 Gamehall')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Legal licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legal licence' });
    expect(within(dialog).getByRole('img', { name: 'Legal licence' })).toHaveAttribute('src', '/art/licence.svg');
  });
});
