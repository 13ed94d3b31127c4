/**
 * The agent centre's story and test data: api-client's mock platform with `agent1` (type 1,
 * invitation code AG1001) logged in under shell's test session token, and helpers to make one
 * endpoint wait, fail or answer a given value.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Announcement, PermissionInfo, WhitelabelNode } from '@gamehall/api-client';
import { type AccountMockOptions, type AgentRegisterMockOptions, createHandlers, envelope, makeAnnouncement, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type AppStoryParameters, loggedInSession } from '@gamehall/shell/testing';

/** `agent1`'s session in the store (type 1, "Agent One"). */
export const agentSession = () => loggedInSession({ type: 1, account: 'agent1', nickname: 'Agent One' });

/** The session token of {@link agentSession} (the mock platform knows it as `agent1`). */
export const AGENT_TOKEN = agentSession().token ?? '';

/** What {@link agentHandlers} can change. */
export interface AgentHandlerOptions {
  /** Who the test token is (default `agent1`). */
  account?: string;
  /** More account mock options (accounts, forced failures). */
  accounts?: AccountMockOptions;
  /** Changes the permission info (e.g. turns AGENTPOLICY3 off). */
  permission?: (info: PermissionInfo) => PermissionInfo;
  /** Forced delays and failures of the registerCenter mocks. */
  agentRegister?: AgentRegisterMockOptions;
}

/**
 * The mock platform's handlers with `agent1` (or `account`) logged in.
 *
 * @param options - see {@link AgentHandlerOptions}
 * @returns MSW handlers
 */
export function agentHandlers(options: AgentHandlerOptions = {}): HttpHandler[] {
  const catalogue = makeMockCatalogue({ gamesPerVendor: 1 });
  if (options.permission) catalogue.permissionInfo = options.permission(catalogue.permissionInfo);
  return createHandlers(catalogue, { accounts: { ...options.accounts, sessions: { ...options.accounts?.sessions, [AGENT_TOKEN]: options.account ?? 'agent1' } }, ...(options.agentRegister ? { agentRegister: options.agentRegister } : {}) });
}

/**
 * The permission info with one whitelabel flag switched (anywhere in the tree).
 *
 * @param modId - the flag, e.g. `AGENTPOLICY3`
 * @param on - its new state
 * @returns a function for {@link AgentHandlerOptions.permission}
 */
export function withFlag(modId: string, on: boolean): (info: PermissionInfo) => PermissionInfo {
  const visit = (nodes: WhitelabelNode[]): WhitelabelNode[] => nodes.map((n) => ({ ...n, enabled: n.modId === modId ? (on ? '1' : '0') : n.enabled, childrenNodes: visit(n.childrenNodes) }));
  return (info) => ({ ...info, whitelabel: visit(info.whitelabel) });
}

/**
 * A handler that makes one GET path wait forever (loading states).
 *
 * @param path - the endpoint's path, e.g. `/wps/relay/MCSFE_getListAnnouncements`
 * @returns the handler (put it before the others)
 */
export function pending(path: string): HttpHandler {
  return http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/**
 * A handler answering one GET path with this value.
 *
 * @param path - the endpoint's path
 * @param value - the envelope's value
 * @returns the handler (put it before the others)
 */
export function answering(path: string, value: Parameters<typeof envelope>[0]): HttpHandler {
  return http.get(`*${path}`, () => envelope(value));
}

/**
 * A handler whose GET path fails as a network error.
 *
 * @param path - the endpoint's path
 * @returns the handler (put it before the others)
 */
export function networkError(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.error());
}

/** The announcements relay's path. */
export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/**
 * An announcements answer with `count` player notices (newest: id 1).
 *
 * @param count - how many notices
 * @returns the announcements value
 */
export function notices(count: number): { banners: []; notices: Announcement[]; popup: []; promotion: []; help: [] } {
  return { banners: [], notices: Array.from({ length: count }, (_, i) => makeAnnouncement({ id: i + 1, title: `Agent notice ${String(i + 1)}` })), popup: [], promotion: [], help: [] };
}

/** The story parameters of the agent centre's stories: `agent1` logged in at `/agentHome`. */
export const agentStoryParameters = {
  route: '/agentHome',
  session: agentSession(),
} satisfies AppStoryParameters;
