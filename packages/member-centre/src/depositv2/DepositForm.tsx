/**
 * The deposit form (spec §2 depositv2): the channel picker, the amount with preset amounts and
 * the channel's limits, and the submit that starts the deposit.
 */
import { useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import type { PlatformQueryError } from '@gamehall/api-client';
import type { Deposit, DepositChannel } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Button, Dialog, EmptyState, ErrorState, cx } from '@gamehall/ui-kit';
import { useDepositMutation, useGetDepositChannelsQuery } from '../api/cashierApi';
import { compareAmounts } from '../model/cashierModel';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import { type DepositFormValues, depositSchema } from './depositSchema';
import { goToPaymentPage } from './paymentPage';
import { useDepositLimitText } from '../responsibleGaming/limitError';
import styles from './DepositForm.module.css';

/** Props of {@link DepositForm}. */
export interface DepositFormProps {
  /** A BANK deposit was created: show its bank details and reference. */
  onBankDeposit: (deposit: Deposit) => void;
}

/** One attempt's idempotency key, kept while the same channel and amount are retried after no answer. */
interface Attempt {
  channelId: string;
  amount: string;
  requestId: string;
}

/** Skeleton cards while the channels load. */
function ChannelsLoading() {
  return (
    <div className={styles.channels} aria-busy="true" data-testid="channels-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={cx(styles.channel, styles.skeleton)} />
      ))}
    </div>
  );
}

/**
 * The deposit form over `depositChannels`: loading skeleton, error with retry, no channels
 * (deposit_channels_empty), else the channels as radio cards (name, kind, limits; the first is
 * picked), preset amount chips, the amount field (yup: required, ≤ 2 decimals, within the
 * channel's limits, messages naming the limits in the site's currency) and the submit.
 *
 * Submit sends `deposit` with a `requestId` from `crypto.randomUUID()`: the same key is sent
 * again when the same channel and amount are retried after a call that got no answer (the
 * server treats it as the same deposit); a new one after an answer or a change. ONLINE: the page
 * goes to the provider's `paymentUrl` (same tab). BANK: `onBankDeposit(deposit)`. A refused
 * deposit shows the server's message in a dialog (spec §8).
 */
export function DepositForm({ onBankDeposit }: DepositFormProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const errorText = useErrorText();
  const limitText = useDepositLimitText();
  const channelsQuery = useGetDepositChannelsQuery();
  const [deposit] = useDepositMutation();
  const attempt = useRef<Attempt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);
  const channels = useMemo(() => channelsQuery.data?.channels ?? [], [channelsQuery.data]);

  const schema = useMemo(
    () =>
      depositSchema(channels, {
        required: t('deposit_amount_required'),
        format: t('deposit_amount_format'),
        min: (channel) => t('deposit_amount_min', { min: money(channel.minAmount) }),
        max: (channel) => t('deposit_amount_max', { max: money(channel.maxAmount) }),
      }),
    [channels, t, money],
  );

  const formik = useFormik<DepositFormValues>({
    initialValues: { channelId: channels[0]?.channelId ?? '', amount: '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => {
      const amount = values.amount.trim();
      let current = attempt.current;
      if (current?.channelId !== values.channelId || current.amount !== amount) {
        current = { channelId: values.channelId, amount, requestId: crypto.randomUUID() };
        attempt.current = current;
      }
      try {
        const created = await deposit(current).unwrap();
        attempt.current = null;
        if (created.kind === 'ONLINE' && created.paymentUrl) {
          setRedirectingTo(created.channelName);
          goToPaymentPage(created.paymentUrl);
        } else {
          onBankDeposit(created);
        }
      } catch (error) {
        // No answer: the deposit may exist; a retry of the same attempt must reuse its key.
        if ((error as Partial<PlatformQueryError>).status !== 'NETWORK_ERROR') attempt.current = null;
        setFailure(limitText(error) ?? errorText(error));
      }
    },
  });

  if (channelsQuery.isLoading) return <ChannelsLoading />;
  if (channelsQuery.isError) {
    return <ErrorState message={errorText(channelsQuery.error)} retryLabel={t('retry')} onRetry={() => void channelsQuery.refetch()} />;
  }
  if (channels.length === 0) return <EmptyState message={t('deposit_channels_empty')} />;

  const channel: DepositChannel | undefined = channels.find((c) => c.channelId === formik.values.channelId);
  const amountError = formik.touched.amount || formik.submitCount > 0 ? formik.errors.amount : undefined;
  const typed = formik.values.amount.trim();

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('deposit_channels')}</legend>
        <div className={styles.channels} role="radiogroup" aria-label={t('deposit_channels')}>
          {channels.map((c) => (
            <label key={c.channelId} className={cx(styles.channel, c.channelId === formik.values.channelId && styles.picked)}>
              <input
                type="radio"
                name="channelId"
                className={styles.radio}
                value={c.channelId}
                checked={c.channelId === formik.values.channelId}
                onChange={() => {
                  void formik.setFieldValue('channelId', c.channelId, formik.values.amount !== '');
                }}
              />
              <span className={styles.channelName}>{c.name}</span>
              <span className={styles.channelKind}>{t(`deposit_kind_${c.kind}`)}</span>
              <span className={styles.channelLimits}>{t('deposit_limits', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {channel && channel.presetAmounts.length > 0 ? (
        <div className={styles.presets} role="group" aria-label={t('deposit_preset_amounts')}>
          {channel.presetAmounts.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={/^\d+(\.\d{1,2})?$/.test(typed) && compareAmounts(typed, preset) === 0}
              onClick={() => {
                void formik.setFieldValue('amount', preset, true);
                void formik.setFieldTouched('amount', true, false);
              }}
            >
              {money(preset)}
            </button>
          ))}
        </div>
      ) : null}

      <div className={styles.field}>
        <label htmlFor="deposit-amount" className={styles.label}>
          {t('member_amount')}
        </label>
        <input
          id="deposit-amount"
          name="amount"
          className={cx(styles.input, amountError && styles.invalid)}
          inputMode="decimal"
          autoComplete="off"
          value={formik.values.amount}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'deposit-amount-error' : 'deposit-amount-limits'}
        />
        {amountError ? (
          <p id="deposit-amount-error" className={styles.error} role="alert">
            {amountError}
          </p>
        ) : channel ? (
          <p id="deposit-amount-limits" className={styles.hint}>
            {t('deposit_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          </p>
        ) : null}
      </div>

      <Button type="submit" loading={formik.isSubmitting || redirectingTo !== null} className={styles.submit}>
        {redirectingTo !== null ? t('deposit_redirecting', { name: redirectingTo }) : formik.isSubmitting ? t('deposit_submitting') : t('deposit_submit')}
      </Button>

      <Dialog
        open={failure !== null}
        onClose={() => { setFailure(null); }}
        icon="error"
        title={failure ?? ''}
        closeLabel={t('close')}
        buttons={[{ label: t('in_increase_submit'), onClick: () => { setFailure(null); } }]}
      />
    </form>
  );
}
