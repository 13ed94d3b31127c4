import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@gamehall/api-client';
import { MOCK_CAPTCHA_ANSWER, MOCK_PASSWORD } from '@gamehall/api-client/mocks';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { readRememberedUsername } from '../../../rememberedUser';
import { authSaga } from '../../model/authSaga';
import { authHandlers } from '../../../test/storyData';
import { LoginForm } from './LoginForm';

const server = startTestServer(authHandlers());

function appStore() {
  let navigateTo: (to: string) => void = () => undefined;
  const store = configureAppStore({ sagas: [authSaga], sagaContext: { navigate: (to: string) => navigateTo(to) } });
  return { store, bind: (router: { navigate(to: string): unknown }) => (navigateTo = (to) => void router.navigate(to)) };
}

describe('LoginForm', () => {
  it('wrong password → captcha → right password with the captcha logs in and remembers the user name (never the password)', async () => {
    server.use(...authHandlers());
    const { store } = appStore();
    const { user } = renderWithProviders(<LoginForm />, { store });
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    await screen.findByRole('img', { name: 'Captcha image' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.type(screen.getByLabelText('Captcha'), MOCK_CAPTCHA_ANSWER);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.isLogin).toBe(true));
    expect(readRememberedUsername()).toBe('player1');
    expect(document.cookie).not.toContain(MOCK_PASSWORD);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(MOCK_PASSWORD);
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('player1');
  });

  it('the agent page login goes to /agentHome', async () => {
    server.use(...authHandlers());
    const { store, bind } = appStore();
    const { user, router } = renderWithProviders(<LoginForm agent />, { store, route: '/agent' });
    bind(router);
    await user.type(screen.getByLabelText('Username'), 'agent1');
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(store.getState().session.isAgent).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('true');
  });

  it('prefills the remembered user name', () => {
    document.cookie = 'remember=1; Path=/';
    document.cookie = 'lastUsername=agent2; Path=/';
    renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('Username')).toHaveValue('agent2');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    document.cookie = 'remember=; Max-Age=0; Path=/';
  });

  it('a member in self-exclusion is refused with the date it ends (member.excluded, issue 12)', async () => {
    const until = '2027-05-26T04:00:00.000Z';
    server.use(
      http.post('*/wps/session/login', () =>
        HttpResponse.json({ success: false, value: { kind: 'SELF_EXCLUSION', until }, message: 'Your account is in self-exclusion until 2027-05-26 04:00 UTC', errorCode: 'member.excluded' }),
      ),
      ...authHandlers(),
    );
    const { store } = appStore();
    const { user } = renderWithProviders(<LoginForm />, { store });
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is self-excluded until');
    expect(alert).toHaveTextContent('2027');
    expect(store.getState().session.isLogin).toBe(false);
  });
});
