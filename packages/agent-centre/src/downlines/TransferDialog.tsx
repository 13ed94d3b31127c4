/**
 * The transfer to a direct downline of the team management page (spec §2 downlineManagmentView;
 * issue 13; endpoint `agentDownlineTransfer`): the amount (a decimal string, ≤ 2 decimals, at
 * least `DOWNLINE_TRANSFER_MIN_AMOUNT`), checked with formik + yup, then the platform's answer in
 * the user's language. One `requestId` is drawn per opening of the dialog, so a double submit or
 * a retry after a lost answer moves the money once. The list and the balance refresh after it
 * (the mutation invalidates them).
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { DOWNLINE_TRANSFER_MIN_AMOUNT } from '@gamehall/api-client';
import type { Downline } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText, useMoney } from '@gamehall/shell';
import { Button, Dialog } from '@gamehall/ui-kit';
import { useDownlineTransferMutation } from './downlinesApi';
import styles from './DownlinesPage.module.css';

/** Amount in cents of a decimal string of ≤ 2 decimals (exact, no float). */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** Props of {@link TransferDialog}. */
export interface TransferDialogProps {
  /** The direct downline to send to. */
  downline: Pick<Downline, 'id' | 'account'>;
  /** Closes the dialog (Cancel, the ✕, Escape, Done). */
  onClose: () => void;
}

/** The transfer dialog; mount it for one opening (a new mount draws a new `requestId`). */
export function TransferDialog({ downline, onClose }: TransferDialogProps) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const errorText = useErrorText();
  const [requestId] = useState(() => crypto.randomUUID());
  const [transfer, state] = useDownlineTransferMutation();
  const schema = yup.object({
    amount: yup
      .string()
      .trim()
      .required(t('downline_transfer_amount_required'))
      .matches(/^\d{1,12}(\.\d{1,2})?$/, t('downline_transfer_amount_format'))
      .test('min', t('transfer_amount_min', { min: money(DOWNLINE_TRANSFER_MIN_AMOUNT) }), (v) => !v || !/^\d{1,12}(\.\d{1,2})?$/.test(v) || toCents(v) >= toCents(DOWNLINE_TRANSFER_MIN_AMOUNT)),
  });
  const formik = useFormik({
    initialValues: { amount: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      await transfer({ memberId: downline.id, amount: values.amount.trim(), requestId });
    },
  });
  const done = state.data;
  return (
    <Dialog open onClose={onClose} title={t('transfer_title', { account: downline.account })} closeLabel={t('close')} icon={done ? 'success' : undefined}>
      {done ? (
        <div className={styles.dialogBody}>
          <p role="status">{t('downline_transfer_done', { amount: money(done.amount), account: done.member.account })}</p>
          <p>{t('transfer_balance_after', { balance: money(done.balance) })}</p>
          <Button type="button" onClick={onClose}>{t('close')}</Button>
        </div>
      ) : (
        <form className={styles.dialogBody} noValidate onSubmit={formik.handleSubmit}>
          <label className={styles.field}>
            <span className={styles.label}>{t('transfer_amount')}</span>
            <input
              className={styles.control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={formik.values.amount}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={Boolean(formik.touched.amount && formik.errors.amount)}
              aria-describedby="transfer-amount-problem"
            />
          </label>
          {formik.touched.amount && formik.errors.amount ? (
            <p id="transfer-amount-problem" role="alert" className={styles.problem}>{formik.errors.amount}</p>
          ) : null}
          {state.error ? <p role="alert" className={styles.problem}>{errorText(state.error)}</p> : null}
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={onClose}>{t('transfer_cancel')}</Button>
            <Button type="submit" disabled={state.isLoading || formik.isSubmitting}>{t('transfer_send')}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
