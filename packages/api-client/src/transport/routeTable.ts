/**
 * The transport's endpoint table: the core `coreRoutes` from the start, and tables a lazily loaded
 * feature adds when its chunk loads (auth's `authRoutes`, the member centre's `cashierRoutes`), so the first page
 * load carries only the endpoints it can call.
 */
import { type RouteDef, coreRoutes } from '../contract/routes';

const table: Record<string, RouteDef | undefined> = { ...coreRoutes };

/**
 * Adds endpoints to the transport's table (idempotent: registering the same table again changes
 * nothing).
 * @param defs - endpoint name → method, path, session need and body encoding
 * @example
 * ```ts
 * import { cashierRoutes, registerRoutes } from '@gamehall/api-client';
 * registerRoutes(cashierRoutes); // in the member centre's api module
 * ```
 */
export function registerRoutes(defs: Readonly<Record<string, RouteDef>>): void {
  Object.assign(table, defs);
}

/**
 * The route of an endpoint.
 * @param name - the endpoint's name
 * @returns its method, path, session need and encoding
 * @throws Error when the endpoint is not in the table yet (its feature did not `registerRoutes`)
 */
export function routeOf(name: string): RouteDef {
  const def = table[name];
  if (!def) throw new Error(`api-client: no route for endpoint "${name}" (register its table with registerRoutes first)`);
  return def;
}
