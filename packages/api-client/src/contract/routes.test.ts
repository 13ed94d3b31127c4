import { describe, expect, it } from 'vitest';
import { AGENT_ERROR_CODES, agentRoutes } from './agentRoutes';
import { agentTeamRecordRoutes } from './agentTeamRecordsRoutes';
import { CASHIER_ERROR_CODES, cashierRoutes } from './cashierRoutes';
import { endpoints } from './endpoints';
import { ERROR_CODES } from './errorCodes';
import { routes } from './featureRoutes';
import { RESPONSIBLE_GAMING_ERROR_CODES, responsibleGamingRoutes } from './responsibleGamingRoutes';
import { SECURITY_ERROR_CODES, securityRoutes } from './securityRoutes';
import { CONTRACT_ERROR_CODES, contractRoutes } from './contractRoutes';

describe('routes (the schema-free half of the contract)', () => {
  it('the core and cashier tables together name exactly the endpoints of the table, with the same method, path and session need', () => {
    const all: Record<string, unknown> = { ...routes, ...cashierRoutes, ...responsibleGamingRoutes, ...securityRoutes, ...contractRoutes, ...agentRoutes, ...agentTeamRecordRoutes };
    const tables: Record<string, unknown>[] = [routes, cashierRoutes, responsibleGamingRoutes, securityRoutes, contractRoutes, agentRoutes, agentTeamRecordRoutes];
    // No endpoint is in two tables.
    expect(tables.reduce((n, table) => n + Object.keys(table).length, 0)).toBe(Object.keys(all).length);
    expect(Object.keys(all).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of Object.entries(endpoints)) {
      expect(all[name], name).toEqual({
        method: def.method,
        path: def.path,
        auth: def.auth,
        ...((def as { encoding?: string }).encoding ? { encoding: (def as { encoding?: string }).encoding } : {}),
      });
    }
  });

  it('the cashier and security error codes are their own (no code means two things)', () => {
    const core = new Set<string>(Object.values(ERROR_CODES));
    expect(Object.values(CASHIER_ERROR_CODES).filter((code) => core.has(code))).toEqual([]);
    const cashier = new Set<string>(Object.values(CASHIER_ERROR_CODES));
    expect(Object.values(RESPONSIBLE_GAMING_ERROR_CODES).filter((code) => core.has(code) || cashier.has(code))).toEqual([]);
    expect(Object.values(SECURITY_ERROR_CODES).filter((code) => core.has(code) || cashier.has(code))).toEqual([]);
    expect(Object.values(CONTRACT_ERROR_CODES).filter((code) => core.has(code) || cashier.has(code))).toEqual([]);
    expect(Object.values(AGENT_ERROR_CODES).filter((code) => core.has(code) || cashier.has(code))).toEqual([]);
  });
});
