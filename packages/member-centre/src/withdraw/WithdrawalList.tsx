/** The member's withdrawals and the confirmation of a paid-out one (spec §2 withdraw, §4 withdrawal confirmation). */
import { useEffect, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { Withdrawal, WithdrawalStatus } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Button, Dialog, EmptyState, ErrorState, Pagination, cx } from '@gamehall/ui-kit';
import { PROOF_ERROR_CODES, PROOF_MAX_COUNT, type PlatformQueryError } from '@gamehall/api-client';
import { useGetWithdrawListQuery, useWithdrawConfirmMutation } from '../api/withdrawApi';
import { useUploadWithdrawProofMutation } from '../api/proofApi';
import { PROOF_MAX_MB, ProofPicker } from './ProofPicker';
import { useProofFiles } from './useProofFiles';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';
import { useDateTime, useErrorText, useMoney } from '../model/useCashierFormat';
import { FormField } from './FormField';
import { useFailureText } from './formStatus';
import { toFormFailure } from './withdrawErrors';
import styles from './Withdraw.module.css';

/** The player's answers to a PAID withdrawal (the contract's `CONFIRM_OUTCOMES`). */
export type ConfirmOutcome = 'RECEIVED' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED';

/**
 * The time left until a deadline as `h:mm:ss` or `m:ss` (0:00 once past).
 *
 * @param deadline - an ISO instant
 * @param now - ms since the epoch
 * @returns e.g. `29:41`, `1:05:00`
 */
export function timeLeft(deadline: string, now: number): string {
  const total = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${s}` : `${String(m)}:${s}`;
}

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => { setNow(Date.now()); }, 1000);
    return () => { clearInterval(timer); };
  }, [active]);
  return now;
}

/** A withdrawal's state as a chip: its name in words (never colour alone). */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('member');
  return (
    <span className={cx(styles.chip, styles[status])} data-status={status}>
      {t(`withdrawal_status_${status}`)}
    </span>
  );
}

/** Props of {@link ConfirmWithdrawalDialog}. */
export interface ConfirmWithdrawalDialogProps {
  /** The PAID withdrawal answered. */
  withdrawal: Withdrawal;
  /** The answer being confirmed. */
  outcome: ConfirmOutcome;
  /** Closes the dialog (cancel, or after the answer was recorded with `recorded`). */
  onClose: (recorded?: Withdrawal) => void;
}

/**
 * Confirms one answer to a paid-out withdrawal (spec §4): received; not received, with 1 to 3
 * proof images picked in the {@link ProofPicker} (PNG/JPEG, ≤ 5 MB each, checked here first),
 * each uploaded on its own (`uploadWithdrawProof`, state per image) before the answer names
 * their ids, so a failed image is retried alone and the answer itself is one small call; or
 * partly received with the amount that arrived (yup: required, ≤ 2 decimals, more than 0 and
 * less than the withdrawal). Sends `withdrawConfirm`; a refusal (e.g. the deadline passed
 * meanwhile) shows in the dialog.
 */
export function ConfirmWithdrawalDialog({ withdrawal, outcome, onClose }: ConfirmWithdrawalDialogProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const failureText = useFailureText();
  const [confirm] = useWithdrawConfirmMutation();
  const [upload] = useUploadWithdrawProofMutation();
  const proofs = useProofFiles();
  const [proofError, setProofError] = useState<string | undefined>();
  const amount = money(withdrawal.amount);
  /** A failed upload in words: the proof refusals ours, the rest as every form words them. */
  const uploadFailureText = (error: unknown): string => {
    const code = (error as Partial<PlatformQueryError> | undefined)?.errorCode;
    if (code === PROOF_ERROR_CODES.proofTooLarge) return t('withdraw_proof_error_size', { mb: PROOF_MAX_MB });
    if (code === PROOF_ERROR_CODES.proofType) return t('withdraw_proof_error_type');
    if (code === PROOF_ERROR_CODES.proofLimit) return t('withdraw_proof_error_count', { max: PROOF_MAX_COUNT });
    return failureText(toFormFailure(error), {});
  };
  /** Uploads every image not stored yet, one call each; the ids of all, or null when one failed. */
  const uploadProofs = async (): Promise<string[] | null> => {
    const ids: string[] = [];
    let failed = false;
    for (const proof of proofs.files) {
      if (proof.state === 'done' && proof.proofId) {
        ids.push(proof.proofId);
        continue;
      }
      proofs.update(proof.id, { state: 'uploading', error: undefined });
      try {
        const stored = await upload({ withdrawalId: withdrawal.withdrawalId, files: [proof.file] }).unwrap();
        const proofId = stored.proofs[0]?.proofId;
        if (!proofId) throw new Error('no proof id');
        proofs.update(proof.id, { state: 'done', proofId });
        ids.push(proofId);
      } catch (error) {
        failed = true;
        proofs.update(proof.id, { state: 'failed', error: uploadFailureText(error) });
      }
    }
    return failed ? null : ids;
  };
  const schema = useMemo(
    () =>
      yup.object({
        receivedAmount:
          outcome === 'PARTLY_RECEIVED'
            ? yup
                .string()
                .trim()
                .required(t('withdraw_received_required'))
                .matches(AMOUNT_PATTERN, t('withdraw_amount_format'))
                .test('range', t('withdraw_received_range', { amount }), (value) => !AMOUNT_PATTERN.test(value) || (compareAmounts(value, '0') > 0 && compareAmounts(value, withdrawal.amount) < 0))
            : yup.string(),
      }),
    [amount, outcome, t, withdrawal.amount],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { receivedAmount: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      let proofIds: string[] | null = null;
      if (outcome === 'NOT_RECEIVED') {
        if (proofs.files.length === 0) {
          setProofError(t('withdraw_proof_required'));
          return;
        }
        setProofError(undefined);
        proofIds = await uploadProofs();
        if (!proofIds) return;
      }
      try {
        const recorded = await confirm({
          withdrawalId: withdrawal.withdrawalId,
          outcome,
          ...(outcome === 'PARTLY_RECEIVED' ? { receivedAmount: values.receivedAmount.trim() } : {}),
          ...(proofIds ? { proofIds } : {}),
        }).unwrap();
        onClose(recorded);
      } catch (error) {
        const f = toFormFailure(error);
        setFailure(failureText(f, { min: money('0.01'), max: amount }));
      }
    },
  });
  const receivedError = formik.touched.receivedAmount || formik.submitCount > 0 ? formik.errors.receivedAmount : undefined;

  return (
    <Dialog
      open
      onClose={() => { onClose(); }}
      icon={outcome === 'RECEIVED' ? 'success' : 'warning'}
      title={t(`withdraw_confirm_title_${outcome}`, { amount })}
      closeLabel={t('close')}
      buttons={[
        { label: t('withdraw_cancel'), variant: 'secondary', onClick: () => { onClose(); } },
        { label: formik.isSubmitting ? t('withdraw_submitting') : t('withdraw_confirm_send'), onClick: () => void formik.submitForm() },
      ]}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.submitForm();
        }}
      >
        <p className={styles.intro}>{t(`withdraw_confirm_text_${outcome}`, { amount, account: `${withdrawal.methodName} ${withdrawal.accountNumberMasked}` })}</p>
        {outcome === 'PARTLY_RECEIVED' ? (
          <FormField
            id="withdraw-received-amount"
            name="receivedAmount"
            label={t('withdraw_received_amount')}
            hint={t('withdraw_received_range', { amount })}
            inputMode="decimal"
            value={formik.values.receivedAmount}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={receivedError}
          />
        ) : null}
        {outcome === 'NOT_RECEIVED' ? (
          <ProofPicker
            files={proofs.files}
            refused={proofs.refused}
            onAdd={(files) => {
              setProofError(undefined);
              proofs.add(files);
            }}
            onRemove={proofs.remove}
            disabled={formik.isSubmitting}
            error={proofError}
          />
        ) : null}
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** One withdrawal: amount, time, account, state; the reason of a rejection; the confirmation of a PAID one. */
function WithdrawalRow({ withdrawal, now, confirmMinutes, onAnswer }: { withdrawal: Withdrawal; now: number; confirmMinutes: number; onAnswer: (outcome: ConfirmOutcome) => void }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const dateTime = useDateTime();
  const { status } = withdrawal;
  const overdue = status === 'PAID' && withdrawal.confirmBy !== undefined && Date.parse(withdrawal.confirmBy) <= now;
  return (
    <li className={styles.row} data-testid={`withdrawal-${withdrawal.withdrawalId}`}>
      <div className={styles.rowHead}>
        <span className={styles.rowAmount}>{money(withdrawal.amount)}</span>
        <WithdrawalStatusChip status={status} />
      </div>
      <p className={styles.rowMeta}>
        {dateTime(withdrawal.createdAt)} · {withdrawal.methodName} {withdrawal.accountNumberMasked} · {withdrawal.withdrawalId}
      </p>
      {status === 'REJECTED' && withdrawal.rejectReason ? <p className={styles.rowMeta}>{t('withdraw_reject_reason', { reason: withdrawal.rejectReason })}</p> : null}
      {status === 'PARTLY_RECEIVED' && withdrawal.receivedAmount ? <p className={styles.rowMeta}>{t('withdraw_received_of', { received: money(withdrawal.receivedAmount), amount: money(withdrawal.amount) })}</p> : null}
      {status === 'PAID' ? (
        <div className={styles.confirmBox}>
          {withdrawal.confirmBy ? (
            <p className={styles.countdown}>
              {overdue
                ? t('withdraw_confirm_overdue')
                : t('withdraw_confirm_by', { time: dateTime(withdrawal.confirmBy), left: timeLeft(withdrawal.confirmBy, now) })}
            </p>
          ) : null}
          <p className={styles.intro}>{t('withdraw_confirm_explain', { minutes: confirmMinutes })}</p>
          {overdue ? null : (
            <div className={styles.actions} role="group" aria-label={t('withdraw_confirm_group', { amount: money(withdrawal.amount) })}>
              <Button size="sm" onClick={() => { onAnswer('RECEIVED'); }}>
                {t('withdraw_answer_RECEIVED')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => { onAnswer('PARTLY_RECEIVED'); }}>
                {t('withdraw_answer_PARTLY_RECEIVED')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => { onAnswer('NOT_RECEIVED'); }}>
                {t('withdraw_answer_NOT_RECEIVED')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Props of {@link WithdrawalList}. */
export interface WithdrawalListProps {
  /** Minutes a PAID withdrawal waits for an answer (`withdrawInfo.confirmMinutes`). */
  confirmMinutes: number;
}

/**
 * The withdrawals list (`withdrawList`, newest first, paged): a skeleton while it loads, the
 * error with a retry, in_no_data when empty; each row's state chip (PENDING, REJECTED with the
 * reason, PAID with the confirmation deadline counting down and the three answers, RECEIVED,
 * NOT_RECEIVED, PARTLY_RECEIVED with the amount that arrived, AUTO_RECEIVED). A PAID row whose
 * deadline passes asks the list again (the server then counts it as received).
 */
export function WithdrawalList({ confirmMinutes }: WithdrawalListProps) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const query = useGetWithdrawListQuery({ pageNo });
  const list = query.data?.list;
  const paid = useMemo(() => (list ?? []).filter((w) => w.status === 'PAID' && w.confirmBy), [list]);
  const now = useNow(paid.length > 0);
  const [answering, setAnswering] = useState<{ withdrawal: Withdrawal; outcome: ConfirmOutcome } | null>(null);
  const [recorded, setRecorded] = useState('');
  const { refetch } = query;
  const overdue = paid.some((w) => w.confirmBy !== undefined && Date.parse(w.confirmBy) <= now);

  useEffect(() => {
    if (overdue) void refetch();
  }, [overdue, refetch]);

  let body;
  if (query.isLoading) body = <div className={styles.skeleton} aria-busy="true" data-testid="withdrawals-loading" />;
  else if (query.isError) body = <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  else if (!list || list.length === 0) body = <EmptyState message={t('in_no_data')} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {list.map((w) => (
            <WithdrawalRow key={w.withdrawalId} withdrawal={w} now={now} confirmMinutes={confirmMinutes} onAnswer={(outcome) => { setAnswering({ withdrawal: w, outcome }); }} />
          ))}
        </ul>
        <Pagination
          page={pageNo}
          pageCount={query.data?.totalPages ?? 1}
          onPageChange={setPageNo}
          ariaLabel={t('withdraw_history')}
          labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
        />
      </>
    );

  return (
    <section className={styles.card} aria-labelledby="withdraw-history-heading">
      <h2 id="withdraw-history-heading" className={styles.heading}>
        {t('withdraw_history')}
      </h2>
      <p role="status" className={styles.status}>
        {recorded}
      </p>
      {body}
      {answering ? (
        <ConfirmWithdrawalDialog
          withdrawal={answering.withdrawal}
          outcome={answering.outcome}
          onClose={(done) => {
            setAnswering(null);
            if (done) setRecorded(t('withdraw_confirm_recorded', { status: t(`withdrawal_status_${done.status}`) }));
          }}
        />
      ) : null}
    </section>
  );
}
