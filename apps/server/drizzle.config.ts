import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` after editing src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
