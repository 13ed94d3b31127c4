import { type UserMessage, toUserMessage } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';

/**
 * The text of a failed call in the player's language (spec §8): the server's message as is, or
 * our text for the error's key (`network_error`, `unknown_error`, …).
 *
 * @returns a function of the caught error (PlatformError, NetworkError, RTK Query error, other) to its text
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    const message: UserMessage = toUserMessage(error);
    return message.message ?? t(message.key ?? 'unknown_error');
  };
}
