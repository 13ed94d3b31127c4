/**
 * The change-password form (spec §2 "Change password", §4, §5): forced after a login with a
 * default or expired password (the login continues after the change; the old-password field is
 * hidden when the password typed at that login is known, and shown after a reload, spec §5 "old
 * password required unless already known"; a Log out button is the way out) or voluntary (old
 * password required; a success message). New password by the password rule (8–64 characters);
 * confirmation must match (inconsistent_twice).
 */
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { logoutRequested, useAppDispatch, useAppSelector, useSiteSettings } from '@gamehall/shell';
import { Button } from '@gamehall/ui-kit';
import { changePasswordRequested, selectChangePasswordState, selectForcedLogin } from '../../model/authSlice';
import { confirmSchema, passwordRule, ruleSchema } from '../../model/validation';
import { fieldProps } from '../FormParts/FieldHelpers';
import { FormAlert, FormSuccess, TextField, formStyles, useTranslate } from '../FormParts/FormParts';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /**
   * The change is forced (default or expired password, spec §4): the explanation, a Log out
   * button, and no old-password field when the login's password is known to the sagas.
   */
  forced?: boolean;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The change-password form. Needs the app's providers (store with the auth flows, i18n). */
export function ChangePasswordForm({ forced = false }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const tr = useTranslate();
  const dispatch = useAppDispatch();
  const site = useSiteSettings();
  const state = useAppSelector(selectChangePasswordState);
  const forcedLogin = useAppSelector(selectForcedLogin);
  const askOld = !forced || forcedLogin?.oldPasswordKnown !== true;
  const rule = passwordRule(site?.registerValidation);
  const schema = useMemo(
    () =>
      yup.object({
        oldPassword: askOld ? yup.string().required(tr('input_not_empty')) : yup.string(),
        newPassword: ruleSchema(rule, tr, true, 'newPassword'),
        confirmNewPassword: confirmSchema('newPassword', tr),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tr follows t
    [askOld, rule, t],
  );
  const formik = useFormik<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(changePasswordRequested({ oldPassword: askOld ? v.oldPassword : undefined, newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword }));
    },
  });
  return (
    <form className={formStyles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('change_password')}>
      {forced ? <p className={formStyles.note}>{t('change_password_forced')}</p> : null}
      <FormAlert error={state.error} />
      {state.done && !forced ? <FormSuccess>{t('password_changed')}</FormSuccess> : null}
      {askOld ? <TextField {...fieldProps(formik, 'oldPassword')} type="password" label={t('field_oldPassword')} autoComplete="current-password" maxLength={128} /> : null}
      <TextField {...fieldProps(formik, 'newPassword')} type="password" label={t('field_newPassword')} autoComplete="new-password" maxLength={128} />
      <TextField {...fieldProps(formik, 'confirmNewPassword')} type="password" label={t('field_confirmNewPassword')} autoComplete="new-password" maxLength={128} />
      <div className={formStyles.actions}>
        <Button type="submit" loading={state.pending}>
          {t('change_password_submit')}
        </Button>
        {forced ? (
          <Button variant="secondary" onClick={() => dispatch(logoutRequested())}>
            {t('logout')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
