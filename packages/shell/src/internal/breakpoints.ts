/** The desktop breakpoint (docs/architecture.md "Design": ≥1280 the side menu is a rail). */
export const DESKTOP_QUERY = '(min-width: 1280px)';
