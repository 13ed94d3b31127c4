/**
 * The header's inline login form for desktop (spec §2 "Login modal": logged-out users on a
 * header-login form see a forgot icon instead of the show-password eye). Deliberately small (it
 * ships on the home page): plain controlled inputs, no formik; the flows chunk loads on submit.
 */
import { type FormEvent, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '@gamehall/i18n';
import { accountModalOpened, useAppDispatch, useAppSelector, useAppStore } from '@gamehall/shell';
import { Button, IconButton } from '@gamehall/ui-kit';
import { loginRequested } from '../../actions';
import { loadAuthFlows } from '../../loadAuthFlows';
import { readRememberedUsername } from '../../rememberedUser';
import styles from './HeaderLoginForm.module.css';

const forgotIcon = (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.2M12 17v.01" />
  </svg>
);

/**
 * The form itself, rendered once the `auth` texts are loaded (see {@link HeaderLoginForm}).
 */
const HeaderLoginFormFields = lazy(() => loadNamespace('auth').then(() => ({ default: HeaderLoginFormContent })));

/**
 * User name, password (with the forgot-password icon button) and Log in. Empty fields open the
 * login modal instead; a failed login opens the modal with the message (and captcha). Its texts
 * are in the `auth` i18n namespace: the first render suspends until they are loaded for the
 * current language (render it inside a `Suspense`, as the shell's login popover does).
 */
export function HeaderLoginForm() {
  return <HeaderLoginFormFields />;
}

function HeaderLoginFormContent() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pending = useAppSelector((state) => state.auth?.login.pending ?? false);
  const [username, setUsername] = useState(() => readRememberedUsername() ?? '');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      dispatch(accountModalOpened('login'));
      return;
    }
    await loadAuthFlows(store);
    dispatch(loginRequested({ type: 'username', username, password, remember: readRememberedUsername() !== null, from: 'header' }));
    setPassword('');
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('login')}>
      <input
        className={styles.input}
        name="username"
        aria-label={t('field_username')}
        placeholder={t('field_username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <span className={styles.password}>
        <input
          className={styles.input}
          name="password"
          type="password"
          aria-label={t('field_password')}
          placeholder={t('field_password')}
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <IconButton className={styles.forgot} size="sm" label={t('forgot_password')} icon={forgotIcon} onClick={() => dispatch(accountModalOpened('forgotPassword'))} />
      </span>
      <Button type="submit" size="sm" loading={pending}>
        {t('login')}
      </Button>
    </form>
  );
}
