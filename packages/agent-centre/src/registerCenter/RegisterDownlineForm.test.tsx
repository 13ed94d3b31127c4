import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformLanguage } from '@gamehall/i18n';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { AGENT_TOKEN, agentHandlers, agentSession } from '../test/agentFixtures';
import { RegisterCenterPage } from './RegisterCenterPage';

startTestServer(agentHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(account = 'agent1', language: PlatformLanguage = 'EN') {
  sessionStorage.setItem('token', AGENT_TOKEN);
  return renderWithProviders(<RegisterCenterPage />, { route: '/agentHome/registerCenter', preloadedState: { session: agentSession() }, handlers: agentHandlers({ account }), language });
}

describe('registerCenter: register a downline (spec §2, §5)', () => {
  it('registers an agent downline, names the new account and clears the form', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Register a downline' });
    await user.type(within(form).getByLabelText('Username'), 'Team007');
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret123');
    await user.click(within(form).getByRole('radio', { name: 'Agent' }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Account team007 registered (Agent)');
    expect(within(form).getByLabelText('Username')).toHaveValue('');
    expect(within(form).getByLabelText('Password')).toHaveValue('');
    expect(within(form).getByLabelText('Confirm password')).toHaveValue('');
    expect(within(form).getByRole('radio', { name: 'Member' })).toBeChecked();
  });

  it("shows the server's refusal in the agent's language (a taken user name), not the server's English text", async () => {
    const { user } = renderPage('agent1', 'TY');
    const form = await screen.findByRole('form', { name: 'Magrehistro ng downline' });
    const inputs = within(form).getAllByRole('textbox');
    await user.type(inputs[0]!, 'player1');
    const passwords = form.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(passwords[0]!, 'Secret123');
    await user.type(passwords[1]!, 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Magrehistro' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Nakarehistro na ang username na ito');
    expect(within(form).queryByText(/already registered/)).not.toBeInTheDocument();
  });

  it('checks the input with the register rules before sending anything', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Register a downline' });
    await user.type(within(form).getByLabelText('Username'), 'ab');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Confirmation password is not correct')).toBeInTheDocument();
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers members only to an agent that cannot create agents', async () => {
    renderPage('agent2');
    const form = await screen.findByRole('form', { name: 'Register a downline' });
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
  });
});
