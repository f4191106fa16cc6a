import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// After editing src/db/schema: `npm run db:generate -w apps/server` (or
// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` from the repo root).
// drizzle-kit loads this file as CommonJS, where __dirname is defined.
const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;

export default defineConfig({
  dialect: 'postgresql',
  // drizzle-kit wants paths relative to the working directory.
  schema: path.relative(process.cwd(), path.join(here, 'src/db/schema.ts')),
  out: path.relative(process.cwd(), path.join(here, 'src/db/migrations')),
});
