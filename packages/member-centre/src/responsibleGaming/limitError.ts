/** The deposit form's words for a deposit over a deposit limit (issue 12 responsible gaming). */
import { useCallback } from 'react';
import { type DepositLimitExceeded, type PlatformQueryError, RESPONSIBLE_GAMING_ERROR_CODES } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { useMoney } from '../model/useCashierFormat';

/**
 * Words a `cashier.deposit.limit.exceeded` failure in the player's language: which limit and
 * what is left this period.
 *
 * @returns `(error) => text`, or undefined when the error is something else
 */
export function useDepositLimitText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('member');
  const money = useMoney();
  return useCallback(
    (error: unknown) => {
      const e = (error ?? {}) as Partial<PlatformQueryError>;
      if (e.errorCode !== RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded) return undefined;
      const value = (e.value ?? {}) as Partial<DepositLimitExceeded>;
      if (!value.period || !value.remaining) return undefined;
      return t('rg_error_limit_exceeded', { period: t(`rg_period_word_${value.period}`), remaining: money(value.remaining) });
    },
    [t, money],
  );
}
