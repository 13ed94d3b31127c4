/**
 * The services one app instance uses, built once per `buildApp` and shared by the routes, the
 * admin socket and the dev endpoints.
 */
import { type Database } from './db/database.ts';
import { CatalogueCache } from './catalogue/cache.ts';
import { CatalogueRepository } from './catalogue/repository.ts';
import { ContentRepository } from './content.ts';
import { Switches } from './switches.ts';

/** Services of one app instance. */
export interface PlatformServices {
  database: Database;
  /** SQL catalogue reads. */
  repository: CatalogueRepository;
  /** In-memory catalogue reads (what the routes use). */
  cache: CatalogueCache;
  content: ContentRepository;
  switches: Switches;
  /** Clock in milliseconds. */
  now: () => number;
}

/** Builds the services over an open database. */
export function createServices(database: Database, clock: () => Date = () => new Date()): PlatformServices {
  const now = () => clock().getTime();
  const repository = new CatalogueRepository(database.db);
  return {
    database,
    repository,
    cache: new CatalogueCache(repository, now),
    content: new ContentRepository(database.db),
    switches: new Switches(database.db, now),
    now,
  };
}
