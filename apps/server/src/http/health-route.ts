import type { Health } from '@tolk/contract';
import type { FastifyInstance } from 'fastify';
import type { EngineAvailability } from '../engines.ts';

export interface HealthSources {
  db: Health['db'];
  engines: EngineAvailability;
  auth: Health['auth'];
  queueHealthy(): Promise<boolean>;
  /** False while this process's engine threads are still warming up after a start. */
  engineReady(): boolean;
}

export async function healthRoute(app: FastifyInstance, sources: HealthSources): Promise<void> {
  app.get('/api/health', async (): Promise<Health> => ({
    ok: true,
    db: sources.db,
    queue: await sources.queueHealthy(),
    engines: sources.engines,
    engine: { ready: sources.engineReady() },
    auth: sources.auth,
  }));
}
