export * from './constants.ts';
export * from './errors.ts';
export * from './functions.ts';
export * from './health.ts';
export * from './languages.ts';
export * from './preferences.ts';
export * from './user.ts';
export * from './documents.ts';
