/**
 * The team management page's breadcrumb kept in the URL (page downlineManagmentView, spec §2):
 * `?path=<id>:<account>,<id>:<account>` lists the downlines drilled into, from the agent's direct
 * downline down to the one whose team is shown.
 */

/** One step of the breadcrumb: a downline's member id and account. */
export interface TeamPathStep {
  /** The downline's member id (positive integer). */
  id: number;
  /** Its account name, shown in the breadcrumb. */
  account: string;
}

/**
 * Reads the `path` search parameter. Malformed steps end the path there (a hand-edited URL
 * shows the valid beginning rather than failing).
 *
 * @param value - the parameter's value, or `null` when absent
 * @returns the steps, top first; empty for the agent's direct downlines
 */
export function parseTeamPath(value: string | null): TeamPathStep[] {
  const steps: TeamPathStep[] = [];
  if (!value) return steps;
  for (const part of value.split(',')) {
    const colon = part.indexOf(':');
    const id = Number(part.slice(0, colon));
    const account = part.slice(colon + 1);
    if (colon < 1 || !Number.isInteger(id) || id < 1 || account === '') break;
    steps.push({ id, account });
  }
  return steps;
}

/**
 * Writes the steps as the `path` search parameter's value (inverse of {@link parseTeamPath}).
 *
 * @param steps - the breadcrumb, top first
 * @returns the value, or `null` for an empty path (the parameter is then dropped)
 */
export function formatTeamPath(steps: readonly TeamPathStep[]): string | null {
  return steps.length === 0 ? null : steps.map((s) => `${s.id}:${s.account}`).join(',');
}
