export * from './document-store';
export * from './open-store';
export { newId } from './new-id';
export { MongoDocumentStore } from './mongo-store';
export { EmbeddedDocumentStore } from './embedded-store';
export * from './find-page';
export * from './search-text';
export * from './seeded';
