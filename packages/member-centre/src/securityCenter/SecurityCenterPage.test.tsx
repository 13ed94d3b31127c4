import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, MOCK_SMS_CODE, MOCK_TOTP_CODE } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { type SecurityAccount, securityHandlers } from '../test/securityFixtures';
import { SecurityCenterPage } from './SecurityCenterPage';

startTestServer(securityHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(who: SecurityAccount = 'player1') {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter', preloadedState: { session }, handlers: securityHandlers(who) });
}

describe('SecurityCenterPage (spec §2 securityCenter)', () => {
  it('binds a mobile number: the number must be valid before a code is sent, a wrong code is refused, the right one binds it', async () => {
    const { user } = renderPage('agent2');
    await user.click(await screen.findByRole('button', { name: 'Bind: Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '9175550002');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    expect(await screen.findByText('Invalid or missing verification code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    expect(await screen.findByText('Your mobile number is bound.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('+63 •••• 0002')).toBeInTheDocument();
    expect(screen.getByText('A login from a new place asks for one of: mobile code.')).toBeInTheDocument();
  });

  it('turns the authenticator on: QR code and key, a first code, the recovery codes once; then it is on', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set up: Authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is incorrect')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Your authenticator app is on.')).toBeInTheDocument();
    expect(await screen.findByText('On — 10 recovery codes left')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('changes the password: a wrong current password is said on its field', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change: Login password' }));
    await user.type(screen.getByLabelText('Current password'), 'Wrong12345');
    await user.type(screen.getByLabelText('New password'), 'Lighthouse42Moss');
    await user.type(screen.getByLabelText('Enter the new password again'), 'Lighthouse42Moss');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Other devices were logged out.')).toBeInTheDocument();
  });
});
