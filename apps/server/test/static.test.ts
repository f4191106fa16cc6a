import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    // As the web build leaves them: brotli and gzip siblings of each text file.
    for (const file of ['index.html', 'assets/app-1a2b.js', 'favicon.svg']) {
      const source = readFileSync(path.join(dist, file));
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(source));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(source));
    }
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
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
    expect(api.json().error.status).toBe('NOT_FOUND');
  });

  it('sends the precompressed file the request accepts: brotli, else gzip, else the file itself', async () => {
    const original = readFileSync(path.join(dist, 'assets', 'app-1a2b.js'));
    const url = '/assets/app-1a2b.js';
    const br = await built.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.rawPayload.length));
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await built.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
    expect(plain.headers['content-length']).toBe(String(original.length));
    for (const response of [br, gz, plain]) {
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const head = await built.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('compresses the app shell too and never caches it, at / and on the fallback', async () => {
    const original = readFileSync(path.join(dist, 'index.html'));
    for (const url of ['/', '/settings', '/shared/xyz']) {
      const response = await built.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers.vary, url).toContain('accept-encoding');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).equals(original), url).toBe(true);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    const icon = await built.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(icon.headers['content-encoding']).toBe('gzip');
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve source maps', async () => {
    for (const encoding of [undefined, 'gzip, br']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const map = await built.app.inject({ method: 'GET', url: '/assets/app-1a2b.js.map', headers });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
    expect((await built.app.inject({ method: 'HEAD', url: '/assets/app-1a2b.js.map' })).statusCode).toBe(404);
  });

  it('says the web app is not built when WEB_DIST is missing', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('web app is not built');
  });
});
