/**
 * Helpers for expectSaga tests: a dynamic provider that answers `call(request, name, ...)` per
 * endpoint name, and platform errors as the transport throws them.
 */
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { ERROR_CODES, PlatformError, request } from '@gamehall/api-client';

/** An answer per endpoint name: a value, an Error to throw, or a function of the call's options. */
export type RequestAnswers = Partial<Record<string, unknown>>;

/**
 * A `provide({ call })` provider answering `request(name, ...)` calls from `answers` (an Error is
 * thrown) and passing other calls on; saga context `navigate` is `options.navigate`;
 * calls of functions in `options.fns` answer the mapped value. The calls made are
 * recorded in `calls`.
 */
export function provideRequests(
  answers: RequestAnswers,
  options: { navigate?: (to: string, options?: { replace?: boolean }) => void; fns?: Map<unknown, unknown> } = {},
): { providers: EffectProviders; calls: { name: string; options: unknown }[] } {
  const { navigate, fns } = options;
  const calls: { name: string; options: unknown }[] = [];
  const providers: EffectProviders = {
    getContext(key, next) {
      return key === 'navigate' && navigate ? navigate : next();
    },
    call(effect, next) {
      if (fns?.has(effect.fn)) return fns.get(effect.fn);
      if (effect.fn !== request) return next();
      const [name, options] = effect.args as [string, unknown];
      calls.push({ name, options });
      if (!(name in answers)) throw new Error(`unexpected request('${name}')`);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as (o: unknown) => unknown)(options) : answer;
    },
  };
  return { providers, calls };
}

/** A business failure as `request` throws it (HTTP 200, `success: false`). */
export function platformError(errorCode: string, message = '', value: unknown = null, status = 200): PlatformError {
  return new PlatformError({ errorCode, message, value, status });
}

/** A 401 dead-session error. */
export const deadSession = (): PlatformError => platformError(ERROR_CODES.notSession, 'Not logged in', null, 401);
