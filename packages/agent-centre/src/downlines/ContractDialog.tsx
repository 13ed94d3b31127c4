/**
 * The contract dialog of the team management page (spec §2 downlineManagmentView, §3 contract
 * fields, §4 contract offers, §6 "uplines offer contracts that downlines accept or reject"): for
 * one direct downline, a section per contract type the agent may offer (its consolidated-funds
 * flag on, `canOffer` in the type's view) with
 * - the downline's open contracts of the type with this agent (active, pending offer), their tiers
 *   and "End contract" (a confirm step, then `terminate`);
 * - the offer form (a new offer, or a change that starts from the current tiers): tier rows with
 *   the thresholds of the type, add and remove tiers, a dividend's period, checked with formik +
 *   yup as the platform checks them ({@link contractOfferSchema}; rates at most the agent's cap,
 *   shown), then `offer`; the platform's refusals in the user's language.
 */
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useId, useState } from 'react';
import { CONTRACT_ERROR_CODES, CONTRACT_FUNDS_FLAGS, CONTRACT_MAX_TIERS, CONTRACT_TIER_FIELDS, CONTRACT_TYPES, DIVIDEND_PERIODS, type ContractTypeName, type PlatformQueryError } from '@gamehall/api-client';
import type { Contract, Downline, DividendPeriod } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useErrorText } from '@gamehall/shell';
import { Button, Dialog } from '@gamehall/ui-kit';
import { useGetDownlineContractsQuery, useOfferContractMutation, useTerminateContractMutation } from '../api/contractApi';
import { ContractTiers } from '../contracts/ContractTiers';
import { useAgentFlags } from '../flags';
import { type OfferValues, type TierField, type TierValues, contractOfferSchema, emptyTier, initialOffer, toTierInputs } from './contractOffer';
import pageStyles from './DownlinesPage.module.css';
import styles from './ContractDialog.module.css';

/** Props of {@link ContractDialog}. */
export interface ContractDialogProps {
  /** The direct downline whose contracts to show and offer. */
  downline: Pick<Downline, 'account'>;
  /** Closes the dialog (the ✕, Escape, Close). */
  onClose: () => void;
}

/** The label key of each threshold's input. */
const FIELD_LABELS: Record<TierField, string> = {
  betAmount: 'contract_dialog_bet_from',
  profitLoss: 'contract_dialog_loss_from',
  activeMembers: 'contract_dialog_members_from',
};

/** The text of a refused offer: the cap and tier problems in the user's language, else the platform's message. */
function useOfferErrorText(): (error: unknown) => string {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  return (error) => {
    const e = error as Partial<PlatformQueryError> | undefined;
    if (e?.errorCode === CONTRACT_ERROR_CODES.rateTooHigh) {
      const max = (e.value as { maxRate?: string | null } | null | undefined)?.maxRate;
      return max ? t('contract_dialog_rate_max', { max }) : t('contract_dialog_no_cap');
    }
    if (e?.errorCode === CONTRACT_ERROR_CODES.tiersInvalid) return t('contract_dialog_tiers_invalid');
    return errorText(error);
  };
}

/** One tier row: its thresholds, its rate and Remove tier. */
function TierRow({
  type,
  index,
  values,
  errors,
  touched,
  capId,
  canRemove,
  onChange,
  onBlur,
  onRemove,
}: {
  type: ContractTypeName;
  index: number;
  values: TierValues;
  errors: FormikErrors<TierValues> | undefined;
  touched: FormikTouched<TierValues> | undefined;
  capId: string;
  canRemove: boolean;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const fields: readonly (TierField | 'rate')[] = [...CONTRACT_TIER_FIELDS[type], 'rate'];
  return (
    <fieldset className={styles.tier}>
      <legend className={styles.legend}>{t('contract_tier_n', { n: index + 1 })}</legend>
      <div className={styles.tierFields}>
        {fields.map((field) => {
          const problem = touched?.[field] ? errors?.[field] : undefined;
          const problemId = `${id}-${field}-problem`;
          return (
            <div key={field} className={pageStyles.field}>
              <label className={pageStyles.label} htmlFor={`${id}-${field}`}>
                {field === 'rate' ? t('contract_dialog_rate') : t(FIELD_LABELS[field])}
              </label>
              <input
                id={`${id}-${field}`}
                className={pageStyles.control}
                name={`tiers.${String(index)}.${field}`}
                inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={values[field]}
                onChange={onChange}
                onBlur={onBlur}
                aria-invalid={Boolean(problem)}
                aria-describedby={[problem ? problemId : '', field === 'rate' ? capId : ''].filter(Boolean).join(' ') || undefined}
              />
              {problem ? (
                <span id={problemId} role="alert" className={pageStyles.problem}>
                  {problem}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {canRemove ? (
        <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
          {t('contract_dialog_remove_tier')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The offer form of one type: tiers (and a dividend's period), Add tier, Send offer; "Offer sent" on success. */
function OfferForm({ type, account, maxRate, base, onSent }: { type: ContractTypeName; account: string; maxRate: string; base?: Contract; onSent: () => void }) {
  const { t } = useTranslation('agent');
  const offerErrorText = useOfferErrorText();
  const capId = useId();
  const [offer, state] = useOfferContractMutation();
  const schema = contractOfferSchema(type, maxRate, {
    amountRequired: t('contract_dialog_required'),
    amountFormat: t('contract_dialog_amount_format'),
    membersFormat: t('contract_dialog_members_format'),
    rateRequired: t('contract_dialog_required'),
    rateFormat: t('contract_dialog_rate_format'),
    ratePositive: t('contract_dialog_rate_positive'),
    rateMax: (max) => t('contract_dialog_rate_max', { max }),
    tiersUp: t('contract_dialog_tiers_up'),
    periodRequired: t('contract_dialog_period_required'),
  });
  const formik = useFormik<OfferValues>({
    initialValues: initialOffer(type, base),
    validationSchema: schema,
    onSubmit: async (values) => {
      const result = await offer({ type, account, tiers: toTierInputs(type, values), ...(type === 'DIVIDEND' && values.period ? { period: values.period } : {}) });
      if ('data' in result) onSent();
    },
  });
  const tiers = formik.values.tiers;
  const tierErrors = Array.isArray(formik.errors.tiers) ? (formik.errors.tiers as (FormikErrors<TierValues> | undefined)[]) : [];
  const tiersProblem = typeof formik.errors.tiers === 'string' ? formik.errors.tiers : undefined;
  const tierTouched = (formik.touched.tiers ?? []) as (FormikTouched<TierValues> | undefined)[];
  const maxTiers = type === 'REALTIME_SALARY' ? 1 : CONTRACT_MAX_TIERS;
  const setTiers = (next: TierValues[]) => {
    void formik.setFieldValue('tiers', next, false);
    void formik.setTouched({ ...formik.touched, tiers: (formik.touched.tiers ?? []).slice(0, next.length) }, false);
  };
  const heading = base ? t('contract_dialog_change') : t('contract_dialog_offer');
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={`${heading} · ${t(`contract_type_${type}`)}`}>
      <h4 className={styles.formTitle}>{heading}</h4>
      <p id={capId} className={styles.note}>
        {t('contract_dialog_cap', { max: maxRate })}
      </p>
      {type === 'DIVIDEND' ? (
        <label className={pageStyles.field}>
          <span className={pageStyles.label}>{t('contract_period')}</span>
          <select className={pageStyles.control} name="period" value={formik.values.period} onChange={formik.handleChange} onBlur={formik.handleBlur}>
            {DIVIDEND_PERIODS.map((period: DividendPeriod) => (
              <option key={period} value={period}>
                {t(`contract_period_${period}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tiers.map((tier, i) => (
        <TierRow
          key={i}
          type={type}
          index={i}
          values={tier}
          errors={tierErrors[i]}
          touched={tierTouched[i]}
          capId={capId}
          canRemove={tiers.length > 1}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          onRemove={() => { setTiers(tiers.filter((_, j) => j !== i)); }}
        />
      ))}
      {tiersProblem ? (
        <p role="alert" className={pageStyles.problem}>
          {tiersProblem}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className={pageStyles.problem}>
          {offerErrorText(state.error)}
        </p>
      ) : null}
      <div className={pageStyles.actions}>
        {tiers.length < maxTiers ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => { setTiers([...tiers, emptyTier()]); }}>
            {t('contract_dialog_add_tier')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={state.isLoading || formik.isSubmitting}>
          {t('contract_dialog_send')}
        </Button>
      </div>
    </form>
  );
}

/** One contract of the downline (active or pending offer): status, when it was offered, tiers, End contract. */
function OpenContract({ contract, onEnd }: { contract: Contract; onEnd: () => void }) {
  const { t } = useTranslation('agent');
  const dateTime = useDateTime();
  const label = contract.status === 'ACTIVE' ? t('contract_dialog_active') : t('contract_dialog_pending');
  return (
    <article className={styles.contract} aria-label={label}>
      <p className={styles.status}>{label}</p>
      <p className={styles.note}>{t('contract_offered_at', { date: dateTime(contract.offeredAt) })}</p>
      <ContractTiers contract={contract} label={`${t('contract_tiers')} · ${label}`} />
      <Button type="button" size="sm" variant="secondary" onClick={onEnd}>
        {t('contract_dialog_end')}
      </Button>
    </article>
  );
}

/** A type's section: the downline's contracts of the type with this agent and the offer form (nothing when the agent may not offer it). */
function TypeSection({ type, account, onEnd }: { type: ContractTypeName; account: string; onEnd: (contract: Contract) => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const headingId = useId();
  const query = useGetDownlineContractsQuery({ type, account });
  const [sent, setSent] = useState(false);
  const view = query.data;
  if (view && !view.canOffer) return null;
  const contracts = (view?.downlines.list ?? []).filter((c) => c.member.account === account.toLowerCase() && (c.status === 'ACTIVE' || c.status === 'OFFERED'));
  const active = contracts.find((c) => c.status === 'ACTIVE');
  const offered = contracts.find((c) => c.status === 'OFFERED');
  const base = offered ?? active;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(`contract_type_${type}`)}
      </h3>
      {!view ? (
        query.isError ? (
          <div className={styles.row}>
            <p role="alert" className={pageStyles.problem}>
              {errorText(query.error)}
            </p>
            <Button type="button" size="sm" variant="ghost" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <p className={styles.note}>{t('loading')}</p>
        )
      ) : (
        <>
          {contracts.length === 0 ? <p className={styles.note}>{t('contract_dialog_none', { account })}</p> : null}
          {[active, offered].map((c) => (c ? <OpenContract key={c.contractId} contract={c} onEnd={() => { onEnd(c); }} /> : null))}
          {sent ? (
            <p role="status" className={styles.sent}>
              {t('contract_dialog_sent', { account })}
            </p>
          ) : null}
          {view.maxRate === null ? (
            <p className={styles.note}>{t('contract_dialog_no_cap')}</p>
          ) : (
            <OfferForm key={base?.contractId ?? 0} type={type} account={account} maxRate={view.maxRate} base={base} onSent={() => { setSent(true); }} />
          )}
        </>
      )}
    </section>
  );
}

/**
 * The contract dialog for one direct downline (see the module comment). Its confirm step ("End
 * the daily wages contract with X?" Yes / No) replaces it while open; "Contract ended" shows after.
 */
export function ContractDialog({ downline, onClose }: ContractDialogProps) {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const flags = useAgentFlags();
  const [ending, setEnding] = useState<Contract | null>(null);
  const [ended, setEnded] = useState<Contract | null>(null);
  const [terminate, termination] = useTerminateContractMutation();
  const account = downline.account;
  const types = CONTRACT_TYPES.filter((type) => flags.isOn(CONTRACT_FUNDS_FLAGS[type]));
  const typeText = (type: ContractTypeName) => t(`contract_type_${type}`).toLocaleLowerCase(i18n.language);

  if (ending) {
    const end = async () => {
      const result = await terminate({ type: ending.type, contractId: ending.contractId });
      if ('data' in result) {
        setEnded(ending);
        setEnding(null);
        termination.reset();
      }
    };
    return (
      <Dialog
        open
        icon="warning"
        title={t('contract_dialog_end_confirm', { type: typeText(ending.type), account })}
        onClose={() => { setEnding(null); termination.reset(); }}
        closeLabel={t('close')}
        closeOnCover={false}
        buttons={[
          { label: t('contract_dialog_end_no'), variant: 'secondary', onClick: () => { setEnding(null); termination.reset(); } },
          { label: t('contract_dialog_end_yes'), onClick: () => void end() },
        ]}
      >
        {termination.error ? (
          <p role="alert" className={pageStyles.problem}>
            {errorText(termination.error)}
          </p>
        ) : null}
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('contract_dialog_title', { account })} closeLabel={t('close')} closeOnCover={false}>
      <div className={pageStyles.dialogBody}>
        {ended ? (
          <p role="status" className={styles.sent}>
            {t('contract_dialog_ended', { type: t(`contract_type_${ended.type}`), account })}
          </p>
        ) : null}
        {flags.loading ? (
          <p className={styles.note}>{t('loading')}</p>
        ) : types.length === 0 ? (
          <p className={styles.note}>{t('contract_dialog_no_types')}</p>
        ) : (
          types.map((type) => <TypeSection key={type} type={type} account={account} onEnd={(c) => { setEnded(null); setEnding(c); }} />)
        )}
      </div>
    </Dialog>
  );
}
