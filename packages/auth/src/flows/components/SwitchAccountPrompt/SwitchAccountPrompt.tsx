/**
 * The question a login link (`?token=`, spec §4) asks when another user is logged in in this tab
 * (issue 10 §3): who is logged in, whom the link logs in, and two answers. Nothing switches
 * without the user's yes, so a link sent by someone else cannot silently move a player into
 * another account.
 */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@gamehall/shell';
import { Button } from '@gamehall/ui-kit';
import { accountSwitchAnswered, selectAccountSwitch } from '../../model/authSlice';
import { formStyles } from '../FormParts/FormParts';

/**
 * The account switch question (`selectAccountSwitch`): "Log in as {next}" answers
 * `accountSwitchAnswered(true)`, "Stay as {current}" answers `false`. Renders nothing without
 * a question.
 */
export function SwitchAccountPrompt() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const question = useAppSelector(selectAccountSwitch);
  if (!question) return null;
  return (
    <div className={formStyles.form}>
      <p className={formStyles.note}>{t('switch_account_text', { current: question.current, next: question.next })}</p>
      <Button variant="primary" onClick={() => dispatch(accountSwitchAnswered(true))}>
        {t('switch_account_confirm', { next: question.next })}
      </Button>
      <Button variant="secondary" onClick={() => dispatch(accountSwitchAnswered(false))}>
        {t('switch_account_stay', { current: question.current })}
      </Button>
    </div>
  );
}
