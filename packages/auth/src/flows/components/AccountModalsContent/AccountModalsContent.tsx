/**
 * The account modals (spec §2 "Modals": login, register, forgot password, change password) in
 * the ui-kit dialog: whichever `selectAccountModal` names. Closing the login modal cancels a
 * pending login; a forced password change cannot be dismissed (spec §4).
 */
import { useTranslation } from 'react-i18next';
import { accountModalClosed, selectAccountModal, selectPasswordChangeForced, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { Dialog } from '@gamehall/ui-kit';
import { loginCancelled } from '../../../actions';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { LoginForm } from '../LoginForm/LoginForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';

const TITLES = { login: 'login', register: 'register', forgotPassword: 'forgot_password_title', changePassword: 'change_password' } as const;

/**
 * The change-password modal (spec §2): open while `selectAccountModal` is `changePassword`;
 * forced (no close button, Escape does nothing) when `selectPasswordChangeForced`.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectAccountModal);
  const forced = useAppSelector(selectPasswordChangeForced);
  return (
    <Dialog open={modal === 'changePassword'} onClose={() => dispatch(accountModalClosed())} dismissible={!forced} title={t('change_password')} closeLabel={t('close')}>
      <ChangePasswordForm forced={forced} />
    </Dialog>
  );
}

/** Renders the open account modal, or nothing. */
export function AccountModalsContent() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectAccountModal);
  if (modal === 'changePassword') return <ChangePasswordModal />;
  const close = () => {
    if (modal === 'login') dispatch(loginCancelled());
    dispatch(accountModalClosed());
  };
  return (
    <Dialog open={modal !== null} onClose={close} title={modal ? t(TITLES[modal]) : undefined} closeLabel={t('close')}>
      {modal === 'login' ? <LoginForm /> : modal === 'register' ? <RegisterForm /> : modal === 'forgotPassword' ? <ForgotPasswordForm /> : null}
    </Dialog>
  );
}
