/**
 * The account flows' endpoints (login, registration, passwords, SMS codes, captcha, affiliate,
 * login verification) reach the transport's table when the flows' chunk loads, so the first page
 * load carries none of them (api-client `registerRoutes`, idempotent). Imported for its effect by
 * every saga that calls one of them (listed in the package's `sideEffects`, so the bundler keeps
 * those imports).
 */
import { authRoutes, registerRoutes, securityRoutes } from '@gamehall/api-client';

registerRoutes(authRoutes);
registerRoutes(securityRoutes);
