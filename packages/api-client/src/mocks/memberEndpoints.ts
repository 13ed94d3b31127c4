/**
 * The common front of the member-only mock endpoints (cashier, rewards, responsible gaming,
 * security): one MSW handler per endpoint that answers, in the platform server's order, the
 * forced delay, the forced failure, the missing session, an invalid query or body, and the
 * trial account, before the group's own resolver sees the call.
 */
import { delay, http, type HttpHandler, type JsonBodyType } from 'msw';
import { type EndpointDef, type EndpointName, endpoints } from '../contract/endpoints';
import { TRIAL_TYPE } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import type { MockAccount, MockAccountStore, MockFailure } from './accounts';
import { readRequestBody } from './requestBody';
import { describeBodyError, describeQueryError } from './validation';

/** Message of `not.session` (401) of the member-only mocks, as the platform server's. */
export const MEMBER_NOT_LOGGED_IN = 'You are not logged in, please login';
/** Message of `member.trial` of the member-only mocks, as the platform server's. */
export const MEMBER_TRIAL_REFUSED = 'Please register a real account to use this function';

/** What a member-only endpoint's resolver gets: the request, its checked query and body, the member. */
export interface MemberCall {
  request: Request;
  /** The query string's values (checked against the endpoint's query schema when it has one). */
  query: Record<string, string>;
  /** The body (checked against the endpoint's body schema); `{}` for an endpoint without one. */
  body: Record<string, unknown>;
  /** The session's member. */
  member: MockAccount;
  /** The member's account name, lower case. */
  account: string;
}

/** The forced delays and failures of a mock group (read at each request, so a story or test may change them). */
export interface MemberEndpointOptions<N extends string> {
  /** Wait this many ms before answering, or never (`'infinite'`). */
  delays?: Partial<Record<N, number | 'infinite'>>;
  /** Answer with this failure; `'network'` = a network error. */
  failures?: Partial<Record<N, MockFailure | 'network'>>;
}

/** A mock group's endpoints and its own parts (see {@link memberEndpointHandlers}). */
export interface MemberEndpointGroup<N extends EndpointName> {
  /** The group's endpoint names. */
  names: readonly N[];
  /** An endpoint's method and path (the browser route table entry). */
  route: (name: N) => { method: string; path: string };
  /** Who is logged in with which token. */
  store: MockAccountStore;
  /** The group's current options. */
  options: () => MemberEndpointOptions<N>;
  /** Message of an unreadable body (400 `bad.request`); default `malformed body`. */
  malformedBody?: string;
  /** Endpoints a trial account may call too; default none. */
  trialAllowed?: (name: N) => boolean;
  /** The endpoint's answer once every check passed. */
  resolve: (name: N, call: MemberCall) => Response | Promise<Response>;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const fail = (message: string, errorCode: string, status = 200, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, status);

/**
 * One MSW handler per endpoint of a member-only mock group. Each answers, in this order: after
 * the forced delay; the forced failure (`'network'` = `Response.error()`, else its envelope and
 * status, default 200); 401 `not.session` without a member session; 400 `bad.request` for a
 * query or body the endpoint's schema refuses (the body read with the endpoint's encoding);
 * `member.trial` for a trial account (unless `trialAllowed`); else the group's resolver.
 * @param group the endpoints, routes, account store, options and resolver
 * @returns the handlers, in the order of `group.names`
 */
export function memberEndpointHandlers<N extends EndpointName>(group: MemberEndpointGroup<N>): HttpHandler[] {
  return group.names.map((name) => {
    const route = group.route(name);
    const def: EndpointDef = endpoints[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${route.path}`, async ({ request }): Promise<Response> => {
      const { delays, failures } = group.options();
      const wait = delays?.[name];
      if (wait !== undefined) await delay(wait);
      const forced = failures?.[name];
      // `Response.error()` is what `HttpResponse.error()` answers: MSW turns it into a network error.
      if (forced === 'network') return Response.error();
      if (forced) return fail(forced.message, forced.errorCode, forced.status ?? 200, forced.value ?? null);
      const member = group.store.memberOf(request);
      if (!member) return fail(MEMBER_NOT_LOGGED_IN, ERROR_CODES.notSession, 401);
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      if (def.query) {
        const problem = describeQueryError(def.query, query);
        if (problem) return fail(problem, ERROR_CODES.badRequest, 400);
      }
      let body: Record<string, unknown> = {};
      if (def.body) {
        let raw: unknown;
        try {
          raw = await readRequestBody(request, def.encoding ?? 'json');
        } catch {
          return fail(group.malformedBody ?? 'malformed body', ERROR_CODES.badRequest, 400);
        }
        const problem = describeBodyError(def.body, raw);
        if (problem) return fail(problem, ERROR_CODES.badRequest, 400);
        body = raw as Record<string, unknown>;
      }
      // After validation, as the server.
      if (member.type === TRIAL_TYPE && !group.trialAllowed?.(name)) return fail(MEMBER_TRIAL_REFUSED, ERROR_CODES.trialAccount);
      return group.resolve(name, { request, query, body, member, account: member.account.toLowerCase() });
    });
  });
}
