// Types of the node-forge modules imported one by one (`@types/node-forge` only describes the
// package entry, which pulls in all of node-forge). Each module registers itself on the shared
// `forge` object that `node-forge/lib/forge` exports.
declare module 'node-forge/lib/forge' {
  const forge: typeof import('node-forge');
  export default forge;
}
declare module 'node-forge/lib/asn1';
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/sha256';
declare module 'node-forge/lib/util';
