/** @packageDocumentation placeholder until the client lands. */
export { endpoints } from './contract';
