/** @packageDocumentation MSW handlers (placeholder). */
export const handlers: never[] = [];
