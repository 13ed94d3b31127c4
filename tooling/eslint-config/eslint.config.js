import { node } from './node.js';

// fixture/ is the pretend workspace of the rule tests (it holds an import cycle on purpose).
export default [...node({ name: 'eslint-config' }), { ignores: ['fixture/**'] }];
