export type * from './access/caller';
export * from './read-model/user-profiles';
export * from './access/policies';
