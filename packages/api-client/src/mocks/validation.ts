/**
 * Input checks of the MSW handlers with the platform server's outcome: a query or body that does
 * not fit the contract schema is a 400 `request.invalid` whose message names the field. Like the
 * server, unknown query parameters and body fields are ignored (dropped before the check).
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Describes why `query` does not fit `schema`, naming the field; `null` when it fits. Like the
 * platform server, unknown query parameters are ignored (clients may send more than we read).
 *
 * @param schema - the endpoint's query schema
 * @param rawQuery - the query string's parameters
 * @returns e.g. `Invalid query parameter "pageSize": got "abc", expected 1..100`, or `null`
 */
export function describeQueryError(schema: TSchema, rawQuery: Record<string, string>): string | null {
  const known = (schema as { properties?: Record<string, unknown> }).properties;
  const query = known ? Object.fromEntries(Object.entries(rawQuery).filter(([key]) => key in known)) : rawQuery;
  if (Value.Check(schema, query)) return null;
  const errors = Value.Errors(schema, query);
  const missing = errors.find((e) => e.keyword === 'required');
  if (missing && 'requiredProperties' in missing.params) {
    return `Query parameter "${(missing.params as { requiredProperties: string[] }).requiredProperties.join('", "')}" is required`;
  }
  const first = errors[0];
  const field = first ? first.instancePath.replace(/^\//, '').split('/')[0] ?? '' : '';
  if (!field) return `Invalid query: ${first?.message ?? 'does not match the schema'}`;
  const properties = (schema as { properties?: Record<string, { description?: string; maxLength?: number }> }).properties ?? {};
  const allowed = errors
    .filter((e) => e.instancePath === `/${field}` && e.keyword === 'const' && 'allowedValue' in e.params)
    .map((e) => String((e.params as { allowedValue: unknown }).allowedValue));
  const property = properties[field];
  const expected =
    allowed.length > 0
      ? `one of ${allowed.join(', ')}`
      : property?.description ?? (property?.maxLength !== undefined ? `at most ${property.maxLength} characters` : first?.message ?? 'a valid value');
  return `Invalid query parameter "${field}": got "${query[field] ?? ''}", expected ${expected}`;
}

/**
 * Describes why a JSON `body` does not fit `schema`, naming the field; `null` when it fits.
 * Unknown fields are dropped first (the server strips them too).
 *
 * @param schema - the endpoint's body schema
 * @param body - the parsed JSON body (`undefined` when empty)
 * @returns e.g. `body field "nodeId" is required`, or `null`
 */
export function describeBodyError(schema: TSchema, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the request body must be a JSON object';
  const known = (schema as { properties?: Record<string, unknown> }).properties;
  const value = known ? Object.fromEntries(Object.entries(body).filter(([key]) => key in known)) : body;
  if (Value.Check(schema, value)) return null;
  const errors = Value.Errors(schema, value);
  const missing = errors.find((e) => e.keyword === 'required');
  if (missing && 'requiredProperties' in missing.params) {
    return `body field "${(missing.params as { requiredProperties: string[] }).requiredProperties.join('", "')}" is required`;
  }
  const first = errors[0];
  const field = first ? first.instancePath.replace(/^\//, '').split('/')[0] ?? '' : '';
  return field ? `body field "${field}" is invalid: ${first?.message ?? 'does not match the schema'}` : `the request body is invalid: ${first?.message ?? 'does not match the schema'}`;
}
