import { node } from './node.js';

export default node({ name: 'eslint-config' });
