/**
 * The Gamehall reference platform server (spec §7): Fastify routes registered from the
 * contract's endpoint table, over embedded PGlite or a real PostgreSQL with Drizzle ORM.
 * `main.ts` runs it; `admin.ts` is the operator command line.
 *
 * @packageDocumentation
 */
export { buildApp, BODY_LIMIT, type BuildAppOptions } from './app.ts';
export { loadConfig, repoRoot, type ServerConfig } from './config.ts';
export { openDatabase, migrationsFolder, type AppDb, type Database, type OpenDatabaseOptions } from './db/database.ts';
export { seedIfEmpty, reseed, isEmpty, type SeedResult, type SeedProgress } from './db/seed.ts';
export { CatalogueRepository, escapeLike } from './catalogue/repository.ts';
export { CatalogueCache, CatalogueSnapshot, VERSION_CHECK_MS } from './catalogue/cache.ts';
export { HOT_GAMES_LIMIT, type CatalogueReader, type GameFilter, type GameSlice, type PageRequest } from './catalogue/types.ts';
export { ContentRepository, popupExecutions, type Audience } from './content.ts';
export { Switches, IpRanges, parseCidr, normaliseIp, type SwitchName, type SwitchState, type Cidr } from './switches.ts';
export { handlers, registerApiRoutes, PAGE_DEFAULT, PAGE_MAX, WINNERS_DEFAULT, WINNERS_MAX, type Handlers, type HandlerContext } from './routes/api.ts';
export { startAdminSocket, sendAdminCommand, type AdminSocket } from './admin/socket.ts';
export { runAdminCommand, parseAdminArgs, type AdminCommand, type AdminResult } from './admin/commands.ts';
export { ok, fail, RequestError, BusinessError, describeValidation } from './http/envelope.ts';
export { createServices, type PlatformServices } from './services.ts';
