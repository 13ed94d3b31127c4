import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMockCatalogue } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { authHandlers, sessionState } from '../../../test/storyData';
import { AccountModalsContent } from './AccountModalsContent';

startTestServer(authHandlers());

const banners = makeMockCatalogue().banners;
const titleOf = (group: string) => banners.find((b) => b.groupName === group)!.title;

describe('AccountModalsContent banners (spec §3 Banner, §9 banner groups)', () => {
  it.each([
    ['register', 'w_reg', 'Register'],
    ['forgotPassword', 'w_forget', 'Forgot password'],
  ] as const)('the %s modal shows the %s banners above its form, and no other group’s', async (modal, group, name) => {
    renderWithProviders(<AccountModalsContent />, { preloadedState: sessionState({ modal }) });
    const dialog = await screen.findByRole('dialog', { name });
    expect(await within(dialog).findByRole('img', { name: titleOf(group) })).toBeInTheDocument();
    for (const other of banners.filter((b) => b.groupName !== group)) expect(within(dialog).queryByRole('img', { name: other.title })).not.toBeInTheDocument();
  });

  it('the login modal shows no banner', async () => {
    renderWithProviders(<AccountModalsContent />, { preloadedState: sessionState({ modal: 'login' }) });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await within(dialog).findByLabelText('Username');
    for (const banner of banners) expect(within(dialog).queryByRole('img', { name: banner.title })).not.toBeInTheDocument();
  });
});
