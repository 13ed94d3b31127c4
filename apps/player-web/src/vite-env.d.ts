/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The merchant code sent as `Merchant` (spec §1 "Multi-merchant"); default GH001. */
  readonly VITE_MERCHANT_CODE?: string;
  /** The platform's origin; default '' (same origin: the dev server proxies, production serves both). */
  readonly VITE_API_ORIGIN?: string;
  /** The agent centre's URL for the avatar menu's agent entry (see `agentSiteUrl`). */
  readonly VITE_AGENT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
