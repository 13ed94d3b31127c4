import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { TEAM_OVERVIEW_MAX_DAYS } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { RANGE_PRESETS, type RangePreset, type TeamRecordFilter, presetRange, rangeProblem } from './teamRecordFilter';
import styles from './TeamRecords.module.css';

/** Props of {@link TeamRecordFilters}. */
export interface TeamRecordFiltersProps {
  /** The form's accessible name. */
  label: string;
  /** The filter shown first (its preset is `last7`). */
  initial: TeamRecordFilter;
  /** The clock in ms (the presets' days). */
  now: () => number;
  /** A valid filter submitted (Search). */
  onSearch: (filter: TeamRecordFilter) => void;
  /** More fields before Search (e.g. the kind). */
  children?: ReactNode;
}

/**
 * The filter form of the team record pages: a range preset (today, yesterday, last 7, 30 or 90
 * days, custom), the custom days (UTC) when custom is picked, a downline account (exact or its
 * start), more fields, and Search. A custom range reversed or over 90 days is refused under the
 * fields (announced), not sent.
 */
export function TeamRecordFilters({ label, initial, now, onSearch, children }: TeamRecordFiltersProps) {
  const { t } = useTranslation('agent');
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [custom, setCustom] = useState({ from: initial.from, to: initial.to });
  const [account, setAccount] = useState(initial.account);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const range = preset === 'custom' ? custom : presetRange(preset, now());
    const wrong = rangeProblem(range.from, range.to);
    setProblem(wrong ? t(`records_${wrong}`, { days: TEAM_OVERVIEW_MAX_DAYS }) : undefined);
    if (!wrong) onSearch({ ...range, account: account.trim() });
  };
  return (
    <form className={styles.filters} aria-label={label} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span className={styles.label}>{t('records_period')}</span>
        <select className={styles.control} value={preset} onChange={(e) => { setPreset(e.target.value as RangePreset); }}>
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`records_preset_${p}`)}
            </option>
          ))}
        </select>
      </label>
      {preset === 'custom' ? (
        <>
          <label className={styles.field}>
            <span className={styles.label}>{t('records_from')}</span>
            <input type="date" className={styles.control} value={custom.from} aria-describedby="records-problem" onChange={(e) => { setCustom((c) => ({ ...c, from: e.target.value })); }} />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('records_to')}</span>
            <input type="date" className={styles.control} value={custom.to} aria-describedby="records-problem" onChange={(e) => { setCustom((c) => ({ ...c, to: e.target.value })); }} />
          </label>
        </>
      ) : null}
      <label className={styles.field}>
        <span className={styles.label}>{t('records_account')}</span>
        <input className={styles.control} value={account} maxLength={32} autoComplete="off" placeholder={t('records_account_hint')} onChange={(e) => { setAccount(e.target.value); }} />
      </label>
      {children}
      <Button type="submit" className={styles.search}>
        {t('records_search')}
      </Button>
      {problem ? (
        <p id="records-problem" className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
