/**
 * `/member/responsibleGaming` (issue 12 responsible gaming): deposit limits per day, week and
 * month, the reality-check interval, and a break (cool-off or self-exclusion) with a
 * confirmation that says it logs the member out and cannot be undone.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import {
  EXCLUSION_DURATIONS,
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_GAMING_ERROR_CODES,
  type DepositLimit,
  type ExclusionKind,
  type RealityCheckMinutes,
} from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { logoutRequested, useAppDispatch, useGetResponsibleGamingQuery } from '@gamehall/shell';
import { Button, Dialog, ErrorState, Select } from '@gamehall/ui-kit';
import { useSetDepositLimitMutation, useSetRealityCheckMutation, useStartExclusionMutation } from '../api/responsibleGamingApi';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';
import { useDateTime, useErrorText, useMoney } from '../model/useCashierFormat';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { type ServerStatus, showFailure, useFailureText } from '../withdraw/formStatus';
import { toFormFailure } from '../withdraw/withdrawErrors';
import styles from '../withdraw/Withdraw.module.css';

/** The durations offered for a break: cool-off in days, self-exclusion in months (the server's bounds, {@link EXCLUSION_DURATIONS}). */
export const BREAK_CHOICES: Readonly<Record<ExclusionKind, readonly number[]>> = {
  COOL_OFF: [1, 7, 14, 30, 42],
  SELF_EXCLUSION: [6, 12, 24, 36, 60],
};

/** One deposit limit: what is in force, used and left, a pending change, and the form to change it. */
function LimitCard({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const dateTime = useDateTime();
  const failureText = useFailureText();
  const [setLimit] = useSetDepositLimitMutation();
  const [notice, setNotice] = useState('');
  const id = `limit-${limit.period.toLowerCase()}`;
  const save = async (amount: string | null, formik: Parameters<typeof showFailure>[0]) => {
    setNotice('');
    try {
      const value = await setLimit({ period: limit.period, amount }).unwrap();
      const after = value.limits.find((l) => l.period === limit.period);
      setNotice(after?.pending ? t('rg_limit_pending_notice', { date: dateTime(after.pending.effectiveAt) }) : t('rg_limit_saved'));
      return true;
    } catch (error) {
      const failure = toFormFailure(error);
      showFailure(formik, failure, failureText(failure), ['amount']);
      return false;
    }
  };
  const formik = useFormik({
    initialValues: { amount: '' },
    validationSchema: yup.object({
      amount: yup
        .string()
        .trim()
        .required(t('rg_limit_required'))
        .matches(AMOUNT_PATTERN, t('rg_limit_format'))
        .test('positive', t('rg_limit_format'), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, '0') > 0),
    }),
    onSubmit: async (values, helpers) => {
      if (await save(values.amount.trim(), helpers)) helpers.resetForm();
    },
  });
  const periodLabel = t(`rg_period_${limit.period}`);
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`} data-testid={id}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {periodLabel}
      </h3>
      <dl className={styles.summary}>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('rg_limit_current')}</dt>
          <dd className={styles.amount}>{limit.amount === null ? t('rg_limit_none') : money(limit.amount)}</dd>
        </div>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('rg_limit_used')}</dt>
          <dd className={styles.amount}>{money(limit.used)}</dd>
        </div>
        {limit.remaining === undefined ? null : (
          <div className={styles.summaryItem}>
            <dt className={styles.term}>{t('rg_limit_remaining')}</dt>
            <dd className={`${styles.amount} ${styles.available}`}>{money(limit.remaining)}</dd>
          </div>
        )}
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('rg_limit_period_ends')}</dt>
          <dd className={styles.amount}>{dateTime(limit.periodEndsAt)}</dd>
        </div>
      </dl>
      {limit.pending ? (
        <p className={styles.note} data-testid={`${id}-pending`}>
          {limit.pending.amount === null
            ? t('rg_limit_pending_removal', { date: dateTime(limit.pending.effectiveAt) })
            : t('rg_limit_pending_raise', { amount: money(limit.pending.amount), date: dateTime(limit.pending.effectiveAt) })}
        </p>
      ) : null}
      <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('rg_limit_form', { period: periodLabel })}>
        <FormikField
          formik={formik}
          id={`${id}-amount`}
          name="amount"
          label={t('rg_limit_new', { period: periodLabel })}
          hint={t('rg_limit_hint')}
          inputMode="decimal"
        />
        <FormFooter alert={(formik.status as ServerStatus | undefined)?.alert} submitLabel={t('rg_limit_save')} submitting={formik.isSubmitting}>
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
            <Button type="button" variant="secondary" disabled={formik.isSubmitting} onClick={() => void save(null, formik)}>
              {t('rg_limit_remove')}
            </Button>
          ) : null}
        </FormFooter>
      </form>
      <p role="status" className={styles.status}>
        {notice}
      </p>
    </section>
  );
}

/** The reality-check interval: off or 15/30/60/120 minutes, saved when picked. */
function RealityCheckCard({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [setRealityCheck, state] = useSetRealityCheckMutation();
  const [notice, setNotice] = useState('');
  const options = [{ value: 'off', label: t('rg_reality_off') }, ...REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: t('rg_reality_minutes', { count: m }) }))];
  return (
    <section className={styles.card} aria-labelledby="rg-reality-heading">
      <h2 id="rg-reality-heading" className={styles.heading}>
        {t('rg_reality_title')}
      </h2>
      <p className={styles.intro}>{t('rg_reality_intro')}</p>
      <Select
        label={t('rg_reality_label')}
        value={minutes === null ? 'off' : String(minutes)}
        options={options}
        disabled={state.isLoading}
        onChange={(value) => {
          setNotice('');
          const next = (value === 'off' ? null : Number(value)) as RealityCheckMinutes;
          setRealityCheck({ minutes: next })
            .unwrap()
            .then(() => { setNotice(t('rg_reality_saved')); })
            .catch((error: unknown) => { setNotice(errorText(error)); });
        }}
      />
      <p role="status" className={styles.status}>
        {notice}
      </p>
    </section>
  );
}

/** A cool-off or self-exclusion: pick the kind and the length, then confirm in a dialog. */
function BreakCard() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const [startExclusion, state] = useStartExclusionMutation();
  const [kind, setKind] = useState<ExclusionKind>('COOL_OFF');
  const [duration, setDuration] = useState<number>(BREAK_CHOICES.COOL_OFF[0] ?? EXCLUSION_DURATIONS.COOL_OFF.min);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const unit = EXCLUSION_DURATIONS[kind].unit;
  const lengthLabel = (n: number) => t(unit === 'days' ? 'rg_break_days' : 'rg_break_months', { count: n });
  const confirm = async () => {
    setError('');
    try {
      const exclusion = await startExclusion({ kind, duration }).unwrap();
      setConfirming(false);
      // The server has ended every session of the member: end this one here too.
      dispatch(logoutRequested());
      return exclusion;
    } catch (failure) {
      setConfirming(false);
      const code = (failure as { errorCode?: string } | undefined)?.errorCode;
      setError(code === RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid ? t('rg_break_duration_invalid') : errorText(failure));
      return undefined;
    }
  };
  return (
    <section className={styles.card} aria-labelledby="rg-break-heading">
      <h2 id="rg-break-heading" className={styles.heading}>
        {t('rg_break_title')}
      </h2>
      <p className={styles.intro}>{t('rg_break_intro')}</p>
      <Select
        label={t('rg_break_kind')}
        value={kind}
        options={[
          { value: 'COOL_OFF', label: t('rg_kind_COOL_OFF') },
          { value: 'SELF_EXCLUSION', label: t('rg_kind_SELF_EXCLUSION') },
        ]}
        onChange={(value) => {
          const next = value as ExclusionKind;
          setKind(next);
          setDuration(BREAK_CHOICES[next][0] ?? EXCLUSION_DURATIONS[next].min);
        }}
      />
      <Select label={t('rg_break_length')} value={String(duration)} options={BREAK_CHOICES[kind].map((n) => ({ value: String(n), label: lengthLabel(n) }))} onChange={(value) => { setDuration(Number(value)); }} />
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="danger" onClick={() => { setConfirming(true); }}>
          {t('rg_break_start', { kind: t(`rg_kind_${kind}`) })}
        </Button>
      </div>
      <Dialog
        open={confirming}
        icon="warning"
        title={t('rg_break_confirm_title', { kind: t(`rg_kind_${kind}`) })}
        closeLabel={t('close')}
        onClose={() => { setConfirming(false); }}
        buttons={[
          { label: t('rg_break_cancel'), onClick: () => { setConfirming(false); }, variant: 'secondary' },
          { label: state.isLoading ? t('rg_break_starting') : t('rg_break_confirm'), onClick: () => void confirm(), variant: 'danger' },
        ]}
      >
        <p>{t('rg_break_confirm_text', { length: lengthLabel(duration), date: dateTime(estimateEnd(kind, duration, Date.now())) })}</p>
        <p>
          <strong>{t('rg_break_confirm_warning')}</strong>
        </p>
      </Dialog>
    </section>
  );
}

/**
 * When a break started now would end (the server decides; this is for the confirmation text).
 *
 * @param kind - COOL_OFF (days) or SELF_EXCLUSION (months)
 * @param duration - days or months
 * @param now - ms since the epoch
 * @returns the ISO instant
 */
export function estimateEnd(kind: ExclusionKind, duration: number, now: number): string {
  const end = new Date(now);
  if (kind === 'COOL_OFF') end.setTime(now + duration * 86_400_000);
  else end.setUTCMonth(end.getUTCMonth() + duration);
  return end.toISOString();
}

/**
 * The page: the three deposit limits, the reality check and the break. A skeleton while the
 * settings load; their error with a retry.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  // Read afresh on every visit (the header's reality check may hold the settings already).
  const settings = useGetResponsibleGamingQuery(undefined, { refetchOnMountOrArgChange: true });
  if (settings.isLoading) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="rg-loading">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (settings.isError || !settings.data) {
    return <ErrorState message={errorText(settings.error)} retryLabel={t('retry')} onRetry={() => void settings.refetch()} />;
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="rg-limits-heading">
        <h2 id="rg-limits-heading" className={styles.heading}>
          {t('rg_limits_title')}
        </h2>
        <p className={styles.intro}>{t('rg_limits_intro')}</p>
      </section>
      {settings.data.limits.map((limit) => (
        <LimitCard key={limit.period} limit={limit} />
      ))}
      <RealityCheckCard minutes={settings.data.realityCheckMinutes} />
      <BreakCard />
    </div>
  );
}
