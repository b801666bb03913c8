// NeDB's document matcher (MongoDB query semantics over a plain object); the package declares only its Datastore.
declare module '@seald-io/nedb/lib/model' {
  export function match(doc: unknown, query: unknown): boolean;
}
