// Drizzle schema of the whole database; drizzle-kit generates migrations/ from it.
export * from './schema/auth.ts';
export * from './schema/app.ts';
export * from './schema/files.ts';
export * from './schema/premium.ts';
export * from './schema/sharing.ts';
export * from './schema/glossaries.ts';
