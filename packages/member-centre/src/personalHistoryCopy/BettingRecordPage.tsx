/** The betting record (spec §2 personalHistoryCopy): the member's bets. */
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { BetRecord, GameType } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useSiteSettings } from '@gamehall/shell';
import { cx } from '@gamehall/ui-kit';
import { useGetBettingRecordsQuery } from '../api/bettingApi';
import { useGetWalletVendorsQuery } from '../api/transferApi';
import { DateRangeFields, FilterBar, FilterSelect, dateRangeSchema } from '../components/FilterBar/FilterBar';
import { PagedList } from '../components/PagedList/PagedList';
import { pagedQueryProps } from '../components/PagedList/pagedQuery';
import { Chip, type ChipTone } from '../components/StatusChip/StatusChip';
import { last30Days, toCents } from '../model/cashierModel';
import { useDateTime, useMoney } from '../model/useCashierFormat';
import styles from '../components/LedgerList/LedgerList.module.css';

/** The filters as applied: category and vendor (`ALL` for every one) and the day range. */
interface Filters {
  gameType: string;
  vassalage: string;
  from: string;
  to: string;
}

const ALL = 'ALL';

/** A bet's outcome: won (payout over stake), lost, or even. */
const OUTCOMES = { WON: 'success', LOST: 'danger', EVEN: 'neutral' } as const satisfies Record<string, ChipTone>;

/** One bet: game, outcome chip, stake, payout, signed win/loss (colour and sign), vendor, time. */
function BetRow({ bet, vendorName }: { bet: BetRecord; vendorName: string }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const time = useDateTime();
  const cents = toCents(bet.winLoss);
  const outcome = cents > 0n ? 'WON' : cents < 0n ? 'LOST' : 'EVEN';
  const sign = cents > 0n ? '+' : cents < 0n ? '−' : '';
  return (
    <div className={styles.row} data-testid={`bet-${bet.betId}`}>
      <span className={styles.kind}>{bet.gameName}</span>
      <span className={cx(styles.amount, cents > 0n && styles.credit, cents < 0n && styles.debit)}>
        {sign}
        {money(bet.winLoss.replace(/^[+-]/, ''))}
      </span>
      <span className={styles.meta}>
        {t('bets_stake')}: {money(bet.stake)} · {t('bets_payout')}: {money(bet.payout)}
      </span>
      <span className={styles.end}>
        <Chip tone={OUTCOMES[outcome]} label={t(`bets_outcome_${outcome}`)} state={outcome} />
      </span>
      <span className={styles.meta}>{vendorName}</span>
      <time className={cx(styles.meta, styles.end)} dateTime={bet.betTime}>
        {time(bet.betTime)}
      </time>
    </div>
  );
}

/**
 * `/member/personalHistoryCopy`: the filters (category and vendor from the merchant's vendor
 * lanes, the vendor list following the category; from and to days, default the last 30 days in
 * the merchant's time zone, from ≤ to checked before the search) and the bets, newest first, 20
 * a page from the server, each with its stake, payout, win/loss, outcome and time, with the
 * list's loading, empty and error states. Applying filters goes back to page 1.
 */
export function BettingRecordPage() {
  const { t } = useTranslation('member');
  const timeZone = useSiteSettings()?.timeZone;
  const lanes = useGetWalletVendorsQuery().data?.data.lanes;
  const initial = useMemo<Filters>(() => ({ gameType: ALL, vassalage: ALL, ...last30Days(new Date(), timeZone) }), [timeZone]);
  const [filters, setFilters] = useState<Filters>(initial);
  const [pageNo, setPageNo] = useState(1);
  const query = useGetBettingRecordsQuery({
    ...(filters.gameType === ALL ? {} : { gameType: filters.gameType as GameType }),
    ...(filters.vassalage === ALL ? {} : { vassalage: filters.vassalage }),
    from: filters.from,
    to: filters.to,
    pageNo,
  });

  const formik = useFormik<Filters>({
    initialValues: initial,
    validationSchema: yup.object({ gameType: yup.string().required(), vassalage: yup.string().required(), ...dateRangeSchema(t('ledger_range_invalid')) }),
    onSubmit: (values) => {
      setFilters(values);
      setPageNo(1);
    },
  });
  const rangeError = formik.errors.to ?? formik.errors.from;
  const vendorNames = useMemo(() => new Map((lanes ?? []).flatMap((lane) => lane.vendors.map((v) => [v.vassalage, v.displayName] as const))), [lanes]);
  const vendorOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const lane of lanes ?? []) if (formik.values.gameType === ALL || lane.gameType === formik.values.gameType) for (const v of lane.vendors) seen.set(v.vassalage, v.displayName);
    return [{ value: ALL, label: t('all') }, ...[...seen].map(([value, label]) => ({ value, label }))];
  }, [lanes, formik.values.gameType, t]);

  return (
    <div className={styles.page}>
      <FilterBar onSubmit={formik.handleSubmit} error={rangeError} errorId="bets-range-error">
        <FilterSelect
          name="gameType"
          label={t('bets_game_type')}
          value={formik.values.gameType}
          onChange={(event) => {
            formik.handleChange(event);
            void formik.setFieldValue('vassalage', ALL, false);
          }}
          options={[{ value: ALL, label: t('all') }, ...(lanes ?? []).map((lane) => ({ value: lane.gameType, label: lane.title }))]}
        />
        <FilterSelect name="vassalage" label={t('bets_vendor')} value={formik.values.vassalage} onChange={formik.handleChange} options={vendorOptions} />
        <DateRangeFields from={formik.values.from} to={formik.values.to} onChange={formik.handleChange} invalid={Boolean(rangeError)} errorId="bets-range-error" />
      </FilterBar>
      <PagedList<BetRecord>
        label={t('bets_list')}
        {...pagedQueryProps(query)}
        page={pageNo}
        onPageChange={setPageNo}
        itemKey={(bet) => bet.betId}
        renderItem={(bet) => <BetRow bet={bet} vendorName={vendorNames.get(bet.vassalage) ?? bet.vassalage} />}
      />
    </div>
  );
}
