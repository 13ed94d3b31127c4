/**
 * The agent centre's registerCenter page (spec §2 "registerCenter: register a downline directly or
 * share the agent's invitation link and QR"; §5 the server's register rules; §6 agent types): what
 * the page shows (`agentRegisterInfo`) and the direct registration (`agentRegister`). Agents only
 * (types 1, 2, 41, 42): any other caller gets `agent.only`. The endpoints are in `endpoints.ts`,
 * their routes in `routes.ts`.
 *
 * Which downline agent type an agent may create (ours; spec §6 lists the agent types, not who
 * creates which): a type 1 agent creates type 2 agents, a type 41 agent type 42 agents; type 2
 * and type 42 agents register members only (the bottom agent level of their line, as the seeded
 * teams agent1 → agent2 → player1 and agent41 → agent42 → player2).
 */
import { Type, type Static } from 'typebox';
import { Password } from './accounts';

/** The downline kinds a direct registration creates: a member (type 0) or an agent (the caller's downline agent type). */
export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
/** @see DOWNLINE_KINDS */
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/** What the registerCenter page needs of the calling agent. */
export const AgentRegisterInfo = Type.Object({
  /** The agent's invitation (affiliate) code; absent when the account has none. */
  affiliateCode: Type.Optional(Type.String()),
  /**
   * The player site's register page with the code (`<player site>/register?affiliateCode=<code>`,
   * which the register form prefills; spec §2 "share the invitation link and QR"); absent without a code.
   */
  inviteUrl: Type.Optional(Type.String()),
  /** The member type an `AGENT` registration creates (2 or 42); absent: this agent registers members only. */
  downlineAgentType: Type.Optional(Type.Integer()),
});
/** @see AgentRegisterInfo */
export type AgentRegisterInfo = Static<typeof AgentRegisterInfo>;

/**
 * Body of a direct registration (encrypted): the new account's user name, checked against the
 * register settings' `username` rule as on the player site (spec §5), its password (the
 * `password` rule, 8–64 characters) twice, and the kind. The new account's upline is the caller.
 */
export const AgentRegisterBody = Type.Object(
  {
    username: Type.String({ maxLength: 64 }),
    password: Password,
    confirmPassword: Password,
    kind: Type.Union([Type.Literal('MEMBER'), Type.Literal('AGENT')]),
  },
  { additionalProperties: false },
);
/** @see AgentRegisterBody */
export type AgentRegisterBody = Static<typeof AgentRegisterBody>;

/** The account a direct registration created. */
export const AgentRegisterValue = Type.Object({
  /** Its account name (lower case). */
  account: Type.String(),
  /** Its member type: 0, or the caller's downline agent type. */
  type: Type.Integer(),
  /** Its upline: the calling agent's account name. */
  parent: Type.String(),
});
/** @see AgentRegisterValue */
export type AgentRegisterValue = Static<typeof AgentRegisterValue>;

/** Error codes of the agent register endpoints (besides `agent.only`, `ERROR_CODES.agentOnly`, and the registration's own: `member.field.invalid`, `member.account.exists`, `member.password.weak`). */
export const AGENT_REGISTER_ERROR_CODES = {
  /** `kind: 'AGENT'` from an agent that registers members only. */
  downlineTypeRefused: 'agent.downline.type.refused',
} as const;

/** Messages of {@link AGENT_REGISTER_ERROR_CODES}, as the platform server sends them. */
export const AGENT_REGISTER_MESSAGES = {
  agentOnly: 'Only agents can use this function',
  downlineTypeRefused: 'You can register members only',
} as const;
