import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '@gamehall/api-client';
import { SESSION_KEYS } from '@gamehall/api-client';
import { MOCK_SMS_CODE, makePermissionInfo } from '@gamehall/api-client/mocks';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { authSaga } from '../../model/authSaga';
import { authHandlers, sitePermissionInfo } from '../../../test/storyData';
import { RegisterForm, affiliateCodeFromUrl } from './RegisterForm';

const server = startTestServer(authHandlers());

const rule = (field: string, overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  patternId: 'ANY',
  ...overrides,
});

const rules: RegisterFieldRule[] = [
  ...makePermissionInfo().registerValidation.filter((r) => r.field !== 'payeeName' && r.field !== 'email'),
  rule('payeeName', { required: true, acceptedPattern: '^(?=.*[A-Za-z])[A-Za-z ]+$', minLength: 2, maxLength: 40, patternId: 'LETTERS_SPACES' }),
  rule('email', { enabled: false }),
  rule('paymentPassword', { required: true, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, patternId: 'DIGITS' }),
];

/** A store running the auth flows, navigating the test router. */
function appStore() {
  let navigateTo: (to: string) => void = () => undefined;
  const store = configureAppStore({ sagas: [authSaga], sagaContext: { navigate: (to: string) => navigateTo(to) } });
  return { store, bind: (router: { navigate(to: string): unknown }) => (navigateTo = (to) => void router.navigate(to)) };
}

describe('RegisterForm', () => {
  it('shows and requires exactly the fields the server rules enable, with their messages', async () => {
    server.use(...authHandlers({}, sitePermissionInfo({ mobileRegistration: false }, rules)));
    const { user } = renderWithProviders(<RegisterForm />);
    await screen.findByLabelText('Real name');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('type', 'password');
    await user.type(screen.getByLabelText('Real name'), 'J0hn');
    await user.type(screen.getByLabelText('Payment password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter 2–40 characters: English letters and spaces')).toBeInTheDocument();
    // min = max: a single value (spec §5)
    expect(screen.getByText('Please enter 6 digits')).toBeInTheDocument();
    expect(screen.getAllByText('Input cannot be empty').length).toBeGreaterThanOrEqual(3);
  });

  it('only mobile registration: no tabs, no username, SMS code required', async () => {
    server.use(...authHandlers({}, sitePermissionInfo({ usernameRegistration: false })));
    const { user } = renderWithProviders(<RegisterForm />);
    await screen.findByLabelText('Verification code');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid verification code')).toBeInTheDocument();
  });

  it('no registration method enabled: says the function is not enabled', async () => {
    server.use(...authHandlers({}, sitePermissionInfo({ usernameRegistration: false, mobileRegistration: false })));
    renderWithProviders(<RegisterForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Function not enabled, please contact customer service');
  });

  it('registers by mobile with the SMS code, logs in and goes to /', async () => {
    server.use(...authHandlers());
    const { store, bind } = appStore();
    const { user, router } = renderWithProviders(<RegisterForm />, { store, route: '/register?code=AG1001' });
    bind(router);
    expect(await screen.findByLabelText('Invitation code')).toHaveValue('AG1001');
    await user.type(screen.getByLabelText('Mobile number'), '9170009999');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(screen.getByLabelText('Verification code'), MOCK_SMS_CODE);
    await user.type(screen.getByLabelText('Password'), 'Secret123x');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123x');
    await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().session.isLogin).toBe(true));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toMatch(/^mock-/);
    expect(store.getState().session.member?.mobileNum).toBe('9170009999');
  });
});

describe('affiliateCodeFromUrl', () => {
  it('reads affiliateCode, else code', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AG1001&code=X')).toBe('AG1001');
    expect(affiliateCodeFromUrl('?code= AG2001 ')).toBe('AG2001');
    expect(affiliateCodeFromUrl('')).toBe('');
  });
});
