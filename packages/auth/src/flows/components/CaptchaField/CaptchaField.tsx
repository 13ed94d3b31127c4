/**
 * The captcha row (spec §2 login modal, §4 "Captcha"): the image, a refresh button (at most one
 * fetch a second, spec §9: the saga throttles) and the answer input.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@gamehall/shell';
import { IconButton, Spinner, icons } from '@gamehall/ui-kit';
import { captchaRefreshRequested, selectCaptcha } from '../../model/authSlice';
import { TextField, formStyles, useAuthMessage } from '../FormParts/FormParts';

/** Props of {@link CaptchaField}: the answer input's formik props. */
export interface CaptchaFieldProps {
  /** The form field's name (`captcha`). */
  name: string;
  /** The answer typed so far (sent trimmed). */
  value: string;
  /** Formik's change handler. */
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  /** Formik's blur handler (marks the field touched). */
  onBlur: React.FocusEventHandler<HTMLInputElement>;
  /** The field's validation message once touched (e.g. captcha_required), else undefined. */
  error?: string;
}

/** The captcha image with refresh and the answer field; fetches an image when shown without one. */
export function CaptchaField(props: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const captcha = useAppSelector(selectCaptcha);
  const message = useAuthMessage();
  const missing = !captcha.image && !captcha.loading && !captcha.error;
  useEffect(() => {
    if (missing) dispatch(captchaRefreshRequested());
  }, [missing, dispatch]);
  return (
    <>
      <TextField
        {...props}
        label={t('field_captcha')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        trailing={
          <>
            {captcha.image ? (
              <img className={formStyles.captchaImage} src={captcha.image} alt={t('captcha_image')} />
            ) : (
              <span className={formStyles.captchaImage} aria-busy="true" role="img" aria-label={t('captcha_image')}>
                {captcha.loading ? <Spinner size={16} /> : null}
              </span>
            )}
            <IconButton label={t('captcha_refresh')} icon={<icons.refresh />} onClick={() => dispatch(captchaRefreshRequested())} disabled={captcha.loading} />
          </>
        }
      />
      {captcha.error ? (
        <p role="alert" className={formStyles.error}>
          {message(captcha.error)}
        </p>
      ) : null}
    </>
  );
}
