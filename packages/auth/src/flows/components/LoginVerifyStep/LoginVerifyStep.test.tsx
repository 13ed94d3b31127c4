import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_ACCOUNTS, MOCK_PASSWORD, MOCK_SMS_CODE, MOCK_TRAVELLER } from '@gamehall/api-client/mocks';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { authSaga } from '../../model/authSaga';
import { authHandlers } from '../../../test/storyData';
import { LoginForm } from '../LoginForm/LoginForm';

const accounts = [...MOCK_ACCOUNTS, MOCK_TRAVELLER];
const server = startTestServer(authHandlers({ accounts }));

function renderLogin() {
  server.use(...authHandlers({ accounts }));
  const store = configureAppStore({ sagas: [authSaga], sagaContext: { navigate: () => undefined } });
  return { ...renderWithProviders(<LoginForm />, { store }), store };
}

async function logIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Username'), MOCK_TRAVELLER.account);
  await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('form', { name: "Verify it's you" });
  // The step says what it is in a visible heading, not only to assistive technology.
  expect(screen.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
}

describe('LoginVerifyStep (spec §4 login from a new address)', () => {
  it('a login from a new address asks to verify: the SMS code is sent, a wrong code is refused, the right one logs in', async () => {
    const { store, user } = renderLogin();
    await logIn(user);
    expect(store.getState().session.isLogin).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to +63 •••• 1234. It is valid for 5 minutes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not right, please try again');
    await user.clear(screen.getByLabelText('Code from the SMS'));
    await user.type(screen.getByLabelText('Code from the SMS'), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(store.getState().session.isLogin).toBe(true));
  });

  it('"Back to login" drops the challenge and shows the login form again', async () => {
    const { store, user } = renderLogin();
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(store.getState().session.isLogin).toBe(false);
  });
});
