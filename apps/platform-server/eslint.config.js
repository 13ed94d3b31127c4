import { node } from '@gamehall/eslint-config/node';

export default node({ name: 'platform-server' });
