/**
 * The team tree's closure table (`member_ancestors`, migration 0009; issue 13): after the seed,
 * registration under an agent's invitation code, the operator's create-agent and multi-row
 * inserts whose parents come in the same statement, it always equals the tree of
 * `members.parent_id` walked up; a member's upline cannot change afterwards.
 */
import { MEMBER_TYPES } from '@gamehall/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/admin/createAgent.ts';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { PasswordHasher } from '../src/security/passwords.ts';
import { call } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp();
const freshIp = ipSequence('10.71');

/** The closure table as `parent_id` says it should be, and as it is, in one order. */
async function closures(): Promise<{ expected: unknown[]; actual: unknown[] }> {
  const db = env.database.db;
  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  const expected = await db.execute(sql`
    WITH RECURSIVE up (ancestor_id, member_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL SELECT m.parent_id, up.member_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.parent_id IS NOT NULL
    ) SELECT ancestor_id, member_id, depth FROM up ORDER BY 1, 2`);
  const actual = await db.execute(sql`SELECT ancestor_id, member_id, depth FROM member_ancestors ORDER BY 1, 2`);
  return { expected: rows(expected), actual: rows(actual) };
}

describe('team tree (member_ancestors)', () => {
  it('holds every seeded member with all its uplines: agent1 has agent2, agent41, agent42 and their players in its team', async () => {
    const { expected, actual } = await closures();
    expect(actual).toEqual(expected);
    const agent1 = await memberId(env.database.db, 'agent1');
    const team = await env.database.db
      .select({ account: t.members.account, depth: t.memberAncestors.depth })
      .from(t.memberAncestors)
      .innerJoin(t.members, eq(t.members.id, t.memberAncestors.memberId))
      .where(sql`${t.memberAncestors.ancestorId} = ${agent1} AND ${t.memberAncestors.depth} > 0`);
    const depthOf = new Map(team.map((r) => [r.account, r.depth]));
    expect(depthOf.get('agent2')).toBe(1);
    expect(depthOf.get('player1')).toBe(2);
    expect(depthOf.get('player2')).toBe(3);
    expect(depthOf.has('agent1')).toBe(false);
    expect(depthOf.has('trial1')).toBe(false);
  });

  it('grows with a registration under an invitation code, a new top agent and a multi-row insert of a whole branch', async () => {
    const res = await call(env.app, 'register', {
      body: { username: 'TreeMember1', password: 'Gamehall2026', confirmPassword: 'Gamehall2026', agreed: true, login: false, registerMethod: 'WEB', affiliateCode: 'AG4201' },
      ip: freshIp(),
    });
    expect(res.body.success).toBe(true);
    await createAgent(env.database.db, new PasswordHasher(), Date.now(), 'treeagent');
    const db = env.database.db;
    const agent42 = await memberId(db, 'agent42');
    // One statement: a parent and its child, with the child's parent inserted by the same statement.
    await db.execute(sql`
      INSERT INTO members (id, account, nickname, type, parent_id, password_hash)
      VALUES (90001, 'branchagent', 'Branch', ${MEMBER_TYPES.agent42}, ${agent42}, '!'), (90002, 'branchleaf', 'Leaf', 0, 90001, '!'), (90003, 'branchleaf2', 'Leaf 2', 0, 90002, '!')`);
    const { expected, actual } = await closures();
    expect(actual).toEqual(expected);
    const treeMember = await memberId(db, 'treemember1');
    const agent1 = await memberId(db, 'agent1');
    const [row] = await db.select({ depth: t.memberAncestors.depth }).from(t.memberAncestors).where(sql`${t.memberAncestors.ancestorId} = ${agent1} AND ${t.memberAncestors.memberId} = ${treeMember}`);
    expect(row?.depth).toBe(3);
    const [leaf] = await db.select({ depth: t.memberAncestors.depth }).from(t.memberAncestors).where(sql`${t.memberAncestors.ancestorId} = ${agent1} AND ${t.memberAncestors.memberId} = 90003`);
    expect(leaf?.depth).toBe(5);
  });

  it('refuses to move a member to another upline (the tree would go stale)', async () => {
    const db = env.database.db;
    const agent2 = await memberId(db, 'agent2');
    await expect(db.update(t.members).set({ parentId: agent2 }).where(eq(t.members.account, 'player2'))).rejects.toThrow();
    // Other member updates still work.
    await db.update(t.members).set({ nickname: 'Player Two' }).where(eq(t.members.account, 'player2'));
    const { expected, actual } = await closures();
    expect(actual).toEqual(expected);
  });
});
