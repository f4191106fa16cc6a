// The floor: a bare Fastify (the server's version) answering POST /api/fn/<name> with JSON held
// in memory, no session, no database. Its JSON body is parsed like any Fastify route's.
import Fastify from 'fastify';

export interface BareServer {
  port: number;
  /** The exact bytes the next requests get. */
  answerWith(json: string): void;
  close(): Promise<void>;
}

export async function startBareServer(): Promise<BareServer> {
  const app = Fastify();
  let answer = '{}';
  app.post('/api/fn/:name', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(answer),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('bare server has no port');
  return {
    port: address.port,
    answerWith(json) {
      answer = json;
    },
    close: () => app.close(),
  };
}
