/**
 * The securityCenter page (spec §2 "Member centre pages"; issue 12): the member's security items
 * with their state and actions — login password (change), payment password (set or change),
 * mobile number and e-mail (bind with a code), authenticator app (set up with a QR code and
 * recovery codes, or disable) — and which methods a login from a new address would ask for
 * (spec §4). One item's form is open at a time; what a change did is said in a polite status line.
 */
import { type ReactNode, useState } from 'react';
import type { SecurityOverview } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button, ErrorState, cx } from '@gamehall/ui-kit';
import { useGetSecurityOverviewQuery } from '../api/securityApi';
import { useErrorText } from '../model/useCashierFormat';
import { PaymentPasswordForm } from '../withdraw/PaymentPasswordForm';
import { AuthenticatorPanel } from './AuthenticatorPanel';
import { BindContactForm } from './BindContactForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './SecurityCenter.module.css';
import page from '../withdraw/Withdraw.module.css';

/** The items of the page, in order. */
type ItemId = 'password' | 'paymentPassword' | 'mobile' | 'email' | 'authenticator';

/** One item: its title, its state, its action and, when open, its form. */
function Item({ id, title, state, set, action, open, onToggle, children }: { id: ItemId; title: string; state: string; set: boolean; action: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <div className={styles.text}>
          <h2 id={`security-${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={cx(styles.state, set && styles.set)} data-testid={`security-${id}-state`}>
            {state}
          </p>
        </div>
        {open ? null : (
          <Button variant="secondary" size="sm" onClick={onToggle} aria-label={`${action}: ${title}`}>
            {action}
          </Button>
        )}
      </div>
      {open ? <section aria-label={t('security_form_of', { title })}>{children}</section> : null}
    </li>
  );
}

/** The methods line: which methods a login from a new address would offer. */
function VerificationNote({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('member');
  const methods = overview.loginVerifyMethods.map((m) => t(`security_method_${m}`));
  return <p className={styles.note}>{methods.length > 0 ? t('security_login_verify_on', { methods: methods.join(', ') }) : t('security_login_verify_off')}</p>;
}

/**
 * The securityCenter page: loading (`aria-busy`), an error with a retry, or the items.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const overview = useGetSecurityOverviewQuery();
  const [open, setOpen] = useState<ItemId | null>(null);
  const [notice, setNotice] = useState('');

  if (overview.isLoading) {
    return (
      <div className={page.page} aria-busy="true" data-testid="security-loading">
        <div className={page.skeleton} />
        <div className={page.skeleton} />
      </div>
    );
  }
  if (overview.isError || !overview.data) {
    return <ErrorState message={errorText(overview.error)} retryLabel={t('retry')} onRetry={() => { void overview.refetch(); }} />;
  }
  const data = overview.data;
  const done = (text: string) => {
    setOpen(null);
    setNotice(text);
    void overview.refetch();
  };
  const toggle = (id: ItemId) => () => {
    setNotice('');
    setOpen(id);
  };
  const close = () => { setOpen(null); };

  return (
    <div className={page.page}>
      <p role="status" className={page.status}>
        {notice}
      </p>
      <ul className={styles.list}>
        <Item id="password" title={t('security_password_title')} state={t('security_password_state')} set action={t('security_change')} open={open === 'password'} onToggle={toggle('password')}>
          <ChangePasswordForm onDone={() => { done(t('security_password_changed')); }} onCancel={close} />
        </Item>
        <Item
          id="paymentPassword"
          title={t('security_payment_title')}
          state={t(data.paymentPassword ? 'security_state_set' : 'security_state_not_set')}
          set={data.paymentPassword}
          action={t(data.paymentPassword ? 'security_change' : 'security_set')}
          open={open === 'paymentPassword'}
          onToggle={toggle('paymentPassword')}
        >
          <PaymentPasswordForm change={data.paymentPassword} onDone={() => { done(t('withdraw_password_set')); }} />
          <Button variant="ghost" size="sm" onClick={close}>
            {t('security_cancel')}
          </Button>
        </Item>
        <Item
          id="mobile"
          title={t('security_mobile_title')}
          state={data.mobile ?? t('security_state_not_bound')}
          set={data.mobile !== null}
          action={t(data.mobile ? 'security_change' : 'security_bind')}
          open={open === 'mobile'}
          onToggle={toggle('mobile')}
        >
          <BindContactForm kind="mobile" onDone={() => { done(t('security_mobile_bound')); }} onCancel={close} />
        </Item>
        <Item
          id="email"
          title={t('security_email_title')}
          state={data.email ?? t('security_state_not_bound')}
          set={data.email !== null}
          action={t(data.email ? 'security_change' : 'security_bind')}
          open={open === 'email'}
          onToggle={toggle('email')}
        >
          <BindContactForm kind="email" onDone={() => { done(t('security_email_bound')); }} onCancel={close} />
        </Item>
        <Item
          id="authenticator"
          title={t('security_authenticator_title')}
          state={data.authenticator ? t('security_authenticator_on', { count: data.recoveryCodesLeft }) : t('security_state_off')}
          set={data.authenticator}
          action={t(data.authenticator ? 'security_authenticator_disable' : 'security_authenticator_start')}
          open={open === 'authenticator'}
          onToggle={toggle('authenticator')}
        >
          <AuthenticatorPanel enabled={data.authenticator} onChanged={done} onCancel={close} />
        </Item>
      </ul>
      <VerificationNote overview={data} />
    </div>
  );
}
