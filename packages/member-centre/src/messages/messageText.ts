/** A platform message in the player's language (spec §4 notification messages). */
import type { PlatformMessage } from '@gamehall/api-client/contract';

/** What a message says: its title and text. */
export interface MessageText {
  title: string;
  content: string;
}

/**
 * Words a message: the four notifications of spec §4 (DEPOSIT_CREDITED, DEPOSIT_FAILED,
 * WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED; and TRANSFER_FROM_DOWNLINE, spec §6) from their kind, amount (in the site's currency) and
 * reference, with the `member` keys `message_title_<KIND>` and `message_content_<KIND>`; an
 * operator NOTICE, or a notification missing its amount or reference, is the server's English
 * `title` and `content` as they are.
 *
 * @param message - the message
 * @param t - the `member` namespace's translate function
 * @param money - formats a decimal string in the site's currency
 * @returns its title and content
 */
export function messageText(message: PlatformMessage, t: (key: string, values?: Record<string, string>) => string, money: (amount: string) => string): MessageText {
  if (message.kind === 'NOTICE' || message.amount === undefined || message.reference === undefined) return { title: message.title, content: message.content };
  const values = { amount: money(message.amount), reference: message.reference };
  return { title: t(`message_title_${message.kind}`, values), content: t(`message_content_${message.kind}`, values) };
}
