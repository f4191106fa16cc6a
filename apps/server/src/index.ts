// What other workspaces (e2e, tools) may use to run the server in-process.
export { loadConfig, type Config } from './config.ts';
export { openDatabase, type Database } from './db/client.ts';
export { buildApp, type AppDeps } from './http/app.ts';
export { startQueue, type JobQueue } from './jobs/queue.ts';
export { AppError } from './errors.ts';
