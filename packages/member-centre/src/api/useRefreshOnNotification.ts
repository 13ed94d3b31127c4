/** The member pages follow the live notifications (spec §4 notifications). */
import { useEffect, useRef } from 'react';
import { selectNotificationsReceived, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { DEPOSIT_TAG, LEDGER_TAG, cashierApi } from './cashierApi';
import { MESSAGE_TAG, messagesApi } from './messagesApi';
import { WITHDRAWAL_TAG, WITHDRAW_INFO_TAG, withdrawApi } from './withdrawApi';

/**
 * Reads the member centre's lists again when a notification arrives over the socket (shell's
 * `selectNotificationsReceived` counts them): a deposit credited or failed, a withdrawal paid out
 * or rejected changes the deposits, the withdrawals (a paid-out one now waits for the player's
 * answer), the withdraw summary, the transaction history and the messages. Only the queries of
 * the page on screen are asked again; nothing happens on mount (the page has just read them).
 * The header's balance and unread badge are shell's (its realtime saga refreshes them).
 */
export function useRefreshOnNotification(): void {
  const dispatch = useAppDispatch();
  const received = useAppSelector(selectNotificationsReceived);
  const seen = useRef(received);
  useEffect(() => {
    if (received === seen.current) return;
    seen.current = received;
    dispatch(withdrawApi.util.invalidateTags([WITHDRAWAL_TAG, WITHDRAW_INFO_TAG]));
    dispatch(cashierApi.util.invalidateTags([DEPOSIT_TAG, LEDGER_TAG]));
    dispatch(messagesApi.util.invalidateTags([MESSAGE_TAG]));
  }, [received, dispatch]);
}
