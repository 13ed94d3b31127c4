/**
 * The period picker of the agent reports (user loss, my income): preset tabs (today, yesterday,
 * last 7, 30 or 90 days, custom) and, for custom, From and To day inputs with Apply; a custom range
 * reversed or longer than 90 days shows why in an alert and applies nothing.
 */
import { type SyntheticEvent, useState } from 'react';
import { TEAM_OVERVIEW_MAX_DAYS } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button, Tabs } from '@gamehall/ui-kit';
import { RANGE_PRESETS, type RangePreset, type ReportRange, presetRange, rangeProblem } from './reportRange';
import styles from './LossIncome.module.css';

/** Props of {@link RangePicker}. */
export interface RangePickerProps {
  /** The period shown. */
  value: ReportRange;
  /** Called with the new period (a preset picked, or a valid custom range applied). */
  onChange: (range: ReportRange) => void;
  /** Prefix of element ids, unique on the page. */
  idPrefix: string;
}

/** See the module comment. */
export function RangePicker({ value, onChange, idPrefix }: RangePickerProps) {
  const { t } = useTranslation('agent');
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [problem, setProblem] = useState<'order' | 'length' | undefined>();
  const pick = (key: string) => {
    const preset = key as RangePreset;
    if (preset === 'custom') {
      setCustom(true);
      setFrom(value.from);
      setTo(value.to);
      return;
    }
    setCustom(false);
    setProblem(undefined);
    onChange(presetRange(preset, Date.now()));
  };
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ preset: 'custom', from, to });
  };
  const errorId = `${idPrefix}-range-error`;
  return (
    <div className={styles.filters}>
      <Tabs ariaLabel={t('range_period')} value={custom ? 'custom' : value.preset} onChange={pick} items={RANGE_PRESETS.map((p) => ({ key: p, label: t(`range_${p}`) }))} />
      {custom ? (
        <form className={styles.customRange} onSubmit={apply} noValidate>
          <label className={styles.field}>
            <span>{t('range_from')}</span>
            <input type="date" value={from} onChange={(e) => { setFrom(e.target.value); }} aria-invalid={problem ? true : undefined} aria-describedby={problem ? errorId : undefined} />
          </label>
          <label className={styles.field}>
            <span>{t('range_to')}</span>
            <input type="date" value={to} onChange={(e) => { setTo(e.target.value); }} aria-invalid={problem ? true : undefined} aria-describedby={problem ? errorId : undefined} />
          </label>
          <Button type="submit">{t('range_apply')}</Button>
          {problem ? (
            <p id={errorId} role="alert" className={styles.error}>
              {problem === 'order' ? t('range_invalid') : t('report_range_too_long', { days: TEAM_OVERVIEW_MAX_DAYS })}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className={styles.rangeShown}>{t('range_shown', { from: value.from, to: value.to })}</p>
    </div>
  );
}
