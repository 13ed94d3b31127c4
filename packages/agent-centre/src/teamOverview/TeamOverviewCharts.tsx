/**
 * The charts of the team overview (spec §2 agentTeamOverview; issue 13): the daily series of a
 * period as four full-width charts, deposits vs withdrawals, valid bets, P&L and active members.
 * This module is the only one importing recharts; the page loads it lazily so recharts stays in a
 * chunk of its own. Money is drawn from the decimal strings (a chart's scale needs numbers; the
 * exact figures are in the cards and the daily table).
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TeamOverview } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useMoney } from '@gamehall/shell';
import styles from './TeamOverview.module.css';

/** Height of one chart, px. */
const CHART_HEIGHT = 200;

/** Props of {@link TeamOverviewCharts}. */
export interface TeamOverviewChartsProps {
  /** The overview's days, oldest first. */
  days: TeamOverview['days'];
}

/** One chart with its title. */
function ChartBox({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** Axis and grid styles shared by the charts. */
const axis = { stroke: 'var(--gh-text-secondary)', fontSize: 11 } as const;

/** See the module comment. */
export function TeamOverviewCharts({ days }: TeamOverviewChartsProps) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const data = days.map((d) => ({
    day: d.day.slice(5),
    deposit: Number(d.deposit),
    withdraw: Number(d.withdraw),
    validBet: Number(d.validBet),
    gain: Math.max(0, Number(d.profitLoss)),
    loss: Math.min(0, Number(d.profitLoss)),
    activeMembers: d.activeMembers,
  }));
  const moneyTip = (value: unknown) => money(String(value));
  const tooltip = { contentStyle: { background: 'var(--gh-color-raised)', border: '1px solid var(--gh-color-line)' }, labelStyle: { color: 'var(--gh-text-primary)' } };
  const x = <XAxis dataKey="day" tick={axis} stroke={axis.stroke} minTickGap={12} />;
  const y = <YAxis tick={axis} stroke={axis.stroke} width={48} />;
  const grid = <CartesianGrid stroke="var(--gh-color-line)" strokeDasharray="3 3" vertical={false} />;
  return (
    <section className={styles.charts} aria-label={t('ov_charts')}>
      <ChartBox title={t('ov_chart_cash')}>
        <BarChart data={data}>
          {grid}
          {x}
          {y}
          <Tooltip {...tooltip} formatter={moneyTip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="deposit" name={t('loss_deposit')} fill="var(--gh-success)" />
          <Bar dataKey="withdraw" name={t('loss_withdraw')} fill="var(--gh-accent)" />
        </BarChart>
      </ChartBox>
      <ChartBox title={t('loss_valid_bet')}>
        <LineChart data={data}>
          {grid}
          {x}
          {y}
          <Tooltip {...tooltip} formatter={moneyTip} />
          <Line type="monotone" dataKey="validBet" name={t('loss_valid_bet')} stroke="var(--gh-accent)" dot={false} strokeWidth={2} />
        </LineChart>
      </ChartBox>
      <ChartBox title={t('loss_profit_loss')}>
        <BarChart data={data}>
          {grid}
          {x}
          {y}
          <Tooltip {...tooltip} formatter={moneyTip} />
          {/* P&L coloured by sign: a day's amount is either a gain (green, up) or a loss (red, down). */}
          <Bar dataKey="gain" stackId="pl" name={`${t('loss_profit_loss')} +`} fill="var(--gh-success)" />
          <Bar dataKey="loss" stackId="pl" name={`${t('loss_profit_loss')} −`} fill="var(--gh-danger)" />
        </BarChart>
      </ChartBox>
      <ChartBox title={t('ov_active_members')}>
        <LineChart data={data}>
          {grid}
          {x}
          <YAxis tick={axis} stroke={axis.stroke} width={48} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Line type="monotone" dataKey="activeMembers" name={t('ov_active_members')} stroke="var(--gh-success)" dot={false} strokeWidth={2} />
        </LineChart>
      </ChartBox>
    </section>
  );
}
