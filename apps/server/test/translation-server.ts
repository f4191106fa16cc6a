import { FakeGoogle } from './fake-google.ts';
import { startTestServer, type TestServer } from './harness.ts';

export interface TranslationServer {
  server: TestServer;
  google: FakeGoogle;
}

// One listening server per database kind for the translation suites: its engine threads start
// once (loading the engine in a thread is the slow part) and serve every suite of the worker, whose
// files share modules (isolate: false), so it lives as long as the worker. A hook here would be
// registered in the first file only and close the server under the files after it.
const servers = new Map<string, Promise<TranslationServer>>();

async function start(kind: 'pglite' | 'postgres'): Promise<TranslationServer> {
  const google = await FakeGoogle.start();
  const server = await startTestServer(kind, {
    GOOGLE_TRANSLATE_API_KEY: 'test-key',
    GOOGLE_TRANSLATE_ENDPOINT: google.url,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, google };
}

export function translationServer(kind: 'pglite' | 'postgres'): Promise<TranslationServer> {
  let entry = servers.get(kind);
  if (!entry) {
    entry = start(kind);
    servers.set(kind, entry);
  }
  return entry;
}
