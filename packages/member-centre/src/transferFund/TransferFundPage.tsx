/** The transfer page (spec §2 transferFund): main ↔ vendor wallets by hand. */
import { useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { Button, ErrorState, Select } from '@gamehall/ui-kit';
import { useGetMerchantWalletQuery, useGetWalletVendorsQuery, useGetWalletsQuery, useWalletTransferMutation } from '../api/transferApi';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { type ServerStatus, errorOf, showFailure, useFailureText } from '../withdraw/formStatus';
import { MAIN_WALLET_ID, type WalletView, transferBody, walletViews } from './transferModel';
import { toTransferFailure } from './transferErrors';
import styles from '../withdraw/Withdraw.module.css';

interface Values {
  from: string;
  to: string;
  amount: string;
}

/** One submission's idempotency key, kept while the same transfer is retried after no answer. */
interface Attempt {
  from: string;
  to: string;
  amount: string;
  transferId: string;
}

const FIELDS = ['amount'] as const;

/** A wallet's name in the player's language. */
function useWalletName(): (wallet: WalletView) => string {
  const { t } = useTranslation('member');
  return (wallet) => (wallet.id === MAIN_WALLET_ID ? t('transfer_main_wallet') : wallet.name);
}

/** The balances: main wallet and every vendor wallet, with the refresh button. */
function WalletList({ wallets, refreshing, onRefresh }: { wallets: readonly WalletView[]; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const name = useWalletName();
  return (
    <section className={styles.card} aria-labelledby="transfer-wallets-heading">
      <h2 id="transfer-wallets-heading" className={styles.heading}>
        {t('transfer_wallets')}
      </h2>
      <dl className={styles.summary}>
        {wallets.map((wallet) => (
          <div key={wallet.id} className={styles.summaryItem}>
            <dt className={styles.term}>{name(wallet)}</dt>
            <dd className={`${styles.amount}${wallet.id === MAIN_WALLET_ID ? ` ${styles.available}` : ''}`} data-testid={`wallet-${wallet.id}`}>
              {money(wallet.balance)}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" loading={refreshing} onClick={onRefresh}>
          {t('transfer_refresh')}
        </Button>
      </div>
    </section>
  );
}

/** Props of {@link TransferForm}. */
interface TransferFormProps {
  wallets: readonly WalletView[];
  onDone: (text: string) => void;
}

/**
 * The transfer form: from and to (one of them the main wallet), the amount (required, ≤ 2
 * decimals, more than 0, at most the source's balance, compared exactly) with "All" (the
 * source's whole balance). Submit sends one `walletTransfer` with a `transferId` drawn once per
 * submission (the button is busy meanwhile, so a double click sends nothing more; a retry of the
 * same transfer after no answer reuses the key, so the money moves once).
 */
function TransferForm({ wallets, onDone }: TransferFormProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const name = useWalletName();
  const failureText = useFailureText();
  const [transfer] = useWalletTransferMutation();
  const attempt = useRef<Attempt | null>(null);
  const byId = useMemo(() => new Map(wallets.map((w) => [w.id, w])), [wallets]);
  const firstVendor = wallets.find((w) => w.id !== MAIN_WALLET_ID)?.id ?? '';

  const schema = useMemo(
    () =>
      yup.object({
        from: yup.string().required(),
        to: yup
          .string()
          .required()
          .test('differs', t('transfer_same_wallet'), function differs(to) {
            return (this.parent as Values).from !== to;
          })
          .test('main', t('transfer_main_side'), function mainSide(to) {
            const { from } = this.parent as Values;
            return from === to || (from === MAIN_WALLET_ID) !== (to === MAIN_WALLET_ID);
          }),
        amount: yup
          .string()
          .trim()
          .required(t('transfer_amount_required'))
          .matches(AMOUNT_PATTERN, t('transfer_amount_format'))
          .test('positive', t('transfer_amount_positive'), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, '0') > 0)
          .test('available', function available(value) {
            const source = byId.get((this.parent as Values).from);
            if (!source || !AMOUNT_PATTERN.test(value) || compareAmounts(value, source.balance) <= 0) return true;
            return this.createError({ message: t('transfer_amount_available', { amount: money(source.balance) }) });
          }),
      }),
    [byId, money, t],
  );

  const formik = useFormik<Values>({
    initialValues: { from: MAIN_WALLET_ID, to: firstVendor, amount: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const amount = values.amount.trim();
      const same = attempt.current?.from === values.from && attempt.current.to === values.to && attempt.current.amount === amount;
      if (!same || !attempt.current) attempt.current = { from: values.from, to: values.to, amount, transferId: crypto.randomUUID() };
      const body = transferBody(values.from, values.to, attempt.current.transferId, amount);
      if (!body) return;
      try {
        const result = await transfer(body).unwrap();
        attempt.current = null;
        helpers.resetForm({ values: { ...values, amount: '' } });
        const from = byId.get(values.from);
        const to = byId.get(values.to);
        onDone(t('transfer_done', { amount: money(result.amount), from: from ? name(from) : values.from, to: to ? name(to) : values.to }));
      } catch (error) {
        const failure = toTransferFailure(error);
        if (!failure.noAnswer) attempt.current = null;
        showFailure(helpers, failure, failureText(failure), FIELDS);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;
  const options = wallets.map((w) => ({ value: w.id, label: `${name(w)} (${money(w.balance)})` }));
  const source = byId.get(formik.values.from);
  const pick = (field: 'from' | 'to') => (value: string) => {
    // Picking a vendor on one side puts the main wallet on the other (transfers go through it).
    const other = field === 'from' ? 'to' : 'from';
    const otherValue = value === MAIN_WALLET_ID ? (formik.values[other] === MAIN_WALLET_ID ? firstVendor : formik.values[other]) : MAIN_WALLET_ID;
    void formik.setValues({ ...formik.values, [field]: value, [other]: otherValue }, formik.submitCount > 0);
    formik.setStatus(undefined);
  };

  return (
    <section className={styles.card} aria-labelledby="transfer-form-heading">
      <h2 id="transfer-form-heading" className={styles.heading}>
        {t('transfer_form_title')}
      </h2>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <Select label={t('transfer_from')} value={formik.values.from} options={options} onChange={pick('from')} />
        <Select label={t('transfer_to')} value={formik.values.to} options={options} onChange={pick('to')} />
        {errorOf(formik, 'to') ? (
          <p className={styles.error} role="alert">
            {errorOf(formik, 'to')}
          </p>
        ) : null}
        <FormikField
          formik={formik}
          id="transfer-amount"
          name="amount"
          label={t('member_amount')}
          hint={source ? t('transfer_amount_hint', { amount: money(source.balance) }) : undefined}
          inputMode="decimal"
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              if (source) void formik.setFieldValue('amount', source.balance, formik.submitCount > 0);
            }}
          >
            {t('transfer_all')}
          </Button>
        </div>
        <FormFooter wide alert={alert} submitLabel={t('transfer_submit')} submittingLabel={t('transfer_submitting')} submitting={formik.isSubmitting} />
      </form>
    </section>
  );
}

/**
 * "Recall all to main": moves every vendor wallet holding money back to the main wallet, one
 * `walletTransfer` OUT (whole balance) each, each with its own key drawn once per press.
 */
function RecallAll({ wallets, onDone }: { wallets: readonly WalletView[]; onDone: (text: string, failed: boolean) => void }) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [transfer] = useWalletTransferMutation();
  const [busy, setBusy] = useState(false);
  const holding = wallets.filter((w) => w.id !== MAIN_WALLET_ID && compareAmounts(w.balance, '0') > 0);
  const recall = async () => {
    setBusy(true);
    try {
      for (const wallet of holding) {
        const body = transferBody(wallet.id, MAIN_WALLET_ID, crypto.randomUUID());
        if (body) await transfer(body).unwrap();
      }
      onDone(t('transfer_recalled'), false);
    } catch (error) {
      onDone(failureText(toTransferFailure(error)), true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} disabled={busy || holding.length === 0} onClick={() => void recall()}>
      {t('transfer_recall_all')}
    </Button>
  );
}

/**
 * `/member/transferFund`: the main wallet's and every vendor wallet's balance (refresh button),
 * "Recall all to main", and the transfer form; on a single-wallet merchant (GCS_merchantWallet
 * `isSingle`) a note that no transfer is needed instead of the form (money left in vendor wallets
 * from transfer mode can still be recalled). A skeleton while loading; the error with a retry.
 * What a transfer did is said in a polite status line, a failed recall in an alert.
 */
export function TransferFundPage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const mode = useGetMerchantWalletQuery();
  const balance = useGetWalletsQuery();
  const vendors = useGetWalletVendorsQuery();
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const wallets = useMemo(() => (balance.data ? walletViews(balance.data, mode.data?.isSingle ? [] : (vendors.data?.data.lanes ?? [])) : []), [balance.data, mode.data, vendors.data]);

  if (mode.isLoading || balance.isLoading || vendors.isLoading) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="transfer-loading">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  const failed = (mode.isError && mode.error) || (balance.isError && balance.error) || (vendors.isError && vendors.error);
  if (failed || !mode.data || !balance.data) {
    return (
      <ErrorState
        message={errorText(failed)}
        retryLabel={t('retry')}
        onRetry={() => {
          void mode.refetch();
          void balance.refetch();
          void vendors.refetch();
        }}
      />
    );
  }
  const single = mode.data.isSingle;
  const vendorMoney = wallets.some((w) => w.id !== MAIN_WALLET_ID && compareAmounts(w.balance, '0') > 0);

  return (
    <div className={styles.page}>
      {single ? <p className={styles.note}>{t('transfer_single_wallet')}</p> : null}
      <WalletList wallets={wallets} refreshing={balance.isFetching} onRefresh={() => void balance.refetch()} />
      {notice ? (
        <p className={notice.failed ? styles.alert : styles.status} role={notice.failed ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {!single || vendorMoney ? <RecallAll wallets={wallets} onDone={(text, failedRecall) => { setNotice({ text, failed: failedRecall }); }} /> : null}
      {single ? null : <TransferForm wallets={wallets} onDone={(text) => { setNotice({ text, failed: false }); }} />}
    </div>
  );
}
