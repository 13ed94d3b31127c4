/**
 * Test set-up of this package: the transport learns every endpoint of the contract, as it does in
 * an app once each feature's chunk has registered its table (`registerRoutes`), so the mocks'
 * and the transport's tests can call any endpoint.
 */
import { routes } from '../contract/featureRoutes';
import { registerRoutes } from '../transport/routeTable';

registerRoutes(routes);
