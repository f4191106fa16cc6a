import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// Serving the web app does not depend on the database, so PGlite alone covers it.
describe('web app serving', () => {
  let dist: string;
  let built: TestServer;
  let unbuilt: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tolk-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("tolk")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    built = await startTestServer('pglite', { WEB_DIST: dist });
    unbuilt = await startTestServer('pglite', { WEB_DIST: path.join(dist, 'missing') });
  });
  afterAll(async () => {
    await unbuilt?.close();
    await built?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it, under a CSP that allows the SPA', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('falls back to index.html for app routes', async () => {
    for (const url of ['/history/abc123', '/settings', '/auth/complete?token=abc', '/shared/xyz']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a long time and other files briefly', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file and a JSON not-found for unknown API paths', async () => {
    expect((await built.app.inject({ method: 'GET', url: '/assets/missing-9z.js' })).statusCode).toBe(404);
    const api = await built.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.status).toBe('not-found');
  });

  it('says the web app is not built when WEB_DIST is missing', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('web app is not built');
  });
});
