import { describe, expect, it } from 'vitest';
import { cashierRoutes } from '../contract/cashierRoutes';
import { routes } from '../contract/featureRoutes';
import { registerRoutes, routeOf } from './routeTable';

describe('the transport’s route table', () => {
  it('knows the core endpoints from the start and a feature’s once it registers them', () => {
    expect(routeOf('login')).toEqual(routes.login);
    expect(() => routeOf('deposit')).toThrow(/registerRoutes/);
    registerRoutes(cashierRoutes);
    registerRoutes(cashierRoutes);
    expect(routeOf('deposit')).toEqual({ method: 'POST', path: '/wps/v2/deposit', auth: 'required' });
  });
});
