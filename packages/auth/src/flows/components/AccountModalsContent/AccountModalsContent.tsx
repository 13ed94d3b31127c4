/**
 * The account modals (spec §2 "Modals": login, register, forgot password, change password) in
 * the ui-kit dialog: whichever `selectAccountModal` names, and the account switch question of a
 * login link (issue 10 §3). Register shows the `w_reg` banners above its form, forgot password
 * the `w_forget` ones (shell's `SiteBanners`). Closing the login modal cancels a pending login; closing the switch
 * question keeps the current user; a forced password change cannot be dismissed (spec §4).
 */
import { useTranslation } from 'react-i18next';
import { type BannerGroup, SiteBanners, accountModalClosed, selectAccountModal, selectPasswordChangeForced, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { Dialog } from '@gamehall/ui-kit';
import { loginCancelled } from '../../../actions';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { LoginForm } from '../LoginForm/LoginForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';
import { SwitchAccountPrompt } from '../SwitchAccountPrompt/SwitchAccountPrompt';
import styles from './AccountModalsContent.module.css';

const TITLES = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot_password_title',
  changePassword: 'change_password',
  switchAccount: 'switch_account_title',
} as const;

/** The banners above a modal's form (spec §3 Banner, §9 groups): w_reg on register, w_forget on forgot password. */
const BANNERS: Partial<Record<keyof typeof TITLES, BannerGroup>> = { register: 'w_reg', forgotPassword: 'w_forget' };
/** The modal is at most 420 px wide (docs/architecture.md "Screen layout"): the phone shape everywhere. */
const MODAL_BANNER_ASPECT = { phone: '16 / 7', desktop: '16 / 7' };

/** The form of each modal but the change-password one (its own dialog). */
const BODIES = { login: LoginForm, register: RegisterForm, forgotPassword: ForgotPasswordForm, switchAccount: SwitchAccountPrompt } as const;

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
  const Body = modal ? BODIES[modal] : null;
  const banners = modal ? BANNERS[modal] : undefined;
  return (
    <Dialog open={modal !== null} onClose={close} title={modal ? t(TITLES[modal]) : undefined} closeLabel={t('close')}>
      {banners ? <SiteBanners key={banners} group={banners} aspect={MODAL_BANNER_ASPECT} className={styles.banners} /> : null}
      {Body ? <Body /> : null}
    </Dialog>
  );
}
