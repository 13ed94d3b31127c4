import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { routes } from './routes';

describe('routes (the schema-free half of the contract)', () => {
  it('names exactly the endpoints of the table, with the same method, path and session need', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of Object.entries(endpoints)) {
      expect(routes[name as keyof typeof routes], name).toEqual({
        method: def.method,
        path: def.path,
        auth: def.auth,
        ...((def as { encoding?: string }).encoding ? { encoding: (def as { encoding?: string }).encoding } : {}),
      });
    }
  });
});
