/**
 * The SMS verification code field with its send button (spec §4 "SMS code button"): enabled
 * means send; after sending, disabled with the countdown; a send needs a valid mobile number
 * first (spec §5). The countdown (or a send in flight) stops when the field unmounts (the saga
 * cleans up).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@gamehall/shell';
import { Button } from '@gamehall/ui-kit';
import { type SmsPurpose, selectSms, smsCodeRequested, smsCountdownStopped } from '../../model/authSlice';
import { TextField, formStyles, useAuthMessage } from '../FormParts/FormParts';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  /** Which flow the code is for. */
  purpose: SmsPurpose;
  /** The mobile number typed (digits; trimmed before sending). */
  mobileNum: string;
  /** The country dialing code typed, without `+` (e.g. `63`); empty: the server's default. */
  countryDialingCode: string;
  /** Whether the mobile number is valid; when not, `onInvalidMobile` runs instead of a send. */
  mobileValid: boolean;
  /** Shows the mobile field's error (e.g. marks it touched). */
  onInvalidMobile(): void;
  /** The code input's field name (`verificationCode`). */
  name: string;
  /** The code typed so far (6 digits when valid, spec §5). */
  value: string;
  /** Formik's change handler for the code input. */
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  /** Formik's blur handler for the code input (marks it touched). */
  onBlur: React.FocusEventHandler<HTMLInputElement>;
  /** The code's validation message once touched, else undefined. */
  error?: string;
}

/** The code input, the send / countdown button and the send failure message. */
export function SmsCodeField({ purpose, mobileNum, countryDialingCode, mobileValid, onInvalidMobile, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const sms = useAppSelector((state) => selectSms(state, purpose));
  const message = useAuthMessage();
  useEffect(() => () => void dispatch(smsCountdownStopped({ purpose })), [dispatch, purpose]);
  const send = () => {
    if (!mobileValid) onInvalidMobile();
    else dispatch(smsCodeRequested({ purpose, mobileNum: mobileNum.trim(), countryDialingCode: countryDialingCode.trim() || undefined }));
  };
  return (
    <>
      <TextField
        {...input}
        label={t('field_verificationCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        trailing={
          <Button className={formStyles.sendCode} variant="secondary" onClick={send} loading={sms.sending} disabled={sms.remaining > 0} aria-live="polite">
            {sms.remaining > 0 ? t('sms_resend_in', { seconds: sms.remaining }) : t('sms_send')}
          </Button>
        }
      />
      {sms.error ? (
        <p role="alert" className={formStyles.error}>
          {message(sms.error)}
        </p>
      ) : null}
    </>
  );
}
