import { react } from '@gamehall/eslint-config/react';

// strictTypeChecked for the shipped sources (docs/architecture.md "Which way dependencies point").
export default react({ name: 'agent-centre', typeChecked: true });
