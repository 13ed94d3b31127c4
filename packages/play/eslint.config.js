import { react } from '@gamehall/eslint-config/react';

export default react({ name: 'play' });
