/**
 * Dev-only control endpoints (never registered when NODE_ENV is production):
 * GET/PUT `/dev/switches` to read and flip maintenance, region restriction and blocked ranges.
 */
import { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RequestError, ok } from '../http/envelope.ts';
import { type PlatformServices } from '../services.ts';
import { parseCidr } from '../switches.ts';

/** Body of PUT /dev/switches: every field optional; ranges are validated before anything is written. */
export const DevSwitchesBody = Type.Object(
  {
    maintenance: Type.Optional(Type.Boolean()),
    regionRestriction: Type.Optional(Type.Boolean()),
    block: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
    unblock: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

/** Registers `/dev/switches`. */
export function registerDevRoutes(app: FastifyInstance, services: PlatformServices): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/dev/switches', async () => ok((await services.switches.read()).state));
  typed.put('/dev/switches', { schema: { body: DevSwitchesBody } }, async (request) => {
    const body = request.body;
    for (const cidr of [...(body.block ?? []), ...(body.unblock ?? [])]) {
      try {
        parseCidr(cidr);
      } catch (error) {
        throw new RequestError((error as Error).message);
      }
    }
    if (body.maintenance !== undefined) await services.switches.set('maintenance', body.maintenance);
    if (body.regionRestriction !== undefined) await services.switches.set('regionRestriction', body.regionRestriction);
    for (const cidr of body.block ?? []) await services.switches.block(cidr);
    for (const cidr of body.unblock ?? []) await services.switches.unblock(cidr);
    return ok((await services.switches.read()).state);
  });
}
