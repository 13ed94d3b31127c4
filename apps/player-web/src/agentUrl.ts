/**
 * Where the avatar menu's agent entry leads (spec §2 "agent entry for agents"): agent-web is its
 * own site (docs/architecture.md "Who uses it"), so the player site needs its address.
 */

/** Agent-web's development port (its Vite server, `pnpm dev`). */
export const AGENT_DEV_PORT = '5174';
/** Agent-web's port beside the platform server (`npm start`: `AGENT_PORT`, default 8081). */
export const AGENT_PORT = '8081';

/**
 * The agent centre's URL: `VITE_AGENT_URL` when set at build time (a deployment's agent domain,
 * e.g. `https://agent.example.com/agentHome`); otherwise `/agentHome` on this page's host at
 * agent-web's port: 5174 beside the Vite dev server (port 5173), 8081 otherwise (`npm start`).
 * The session is not carried over: sessions live in each site's session storage (spec §3), and
 * a token in a URL would leak into history and logs, so the agent logs in at `/agent`, where
 * `/agentHome`'s guard sends a visitor.
 *
 * @param location - the page's location (default `window.location`)
 * @param configured - the build-time setting (default `import.meta.env.VITE_AGENT_URL`)
 * @returns an absolute URL
 */
export function agentSiteUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
  configured: string | undefined = import.meta.env.VITE_AGENT_URL,
): string {
  if (configured) return configured;
  const port = location.port === '5173' ? AGENT_DEV_PORT : AGENT_PORT;
  return `${location.protocol}//${location.hostname}:${port}/agentHome`;
}
