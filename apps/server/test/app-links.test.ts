import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// The files Android and iOS fetch from the site before they open its links in the native app.
// They come from config, not from the web build, so PGlite alone covers them.
const FINGERPRINTS = [
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5',
  'FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C',
];
const TEAM_ID = 'A1B2C3D4E5';
const ASSET_LINKS = '/.well-known/assetlinks.json';
const APPLE_PATHS = ['/.well-known/apple-app-site-association', '/apple-app-site-association'];

describe('native app link files', () => {
  let dist: string;
  let linked: TestServer;
  let unlinked: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tolk-app-links-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // Stale copies in the web build must not be what the phones read.
    mkdirSync(path.join(dist, '.well-known'));
    writeFileSync(path.join(dist, '.well-known', 'assetlinks.json'), '[{"stale":true}]');
    writeFileSync(path.join(dist, 'apple-app-site-association'), '{"stale":true}');
    linked = await startTestServer('pglite', {
      WEB_DIST: dist,
      ANDROID_CERT_SHA256: FINGERPRINTS.join(', '),
      APPLE_TEAM_ID: TEAM_ID,
    });
    unlinked = await startTestServer('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await unlinked?.close();
    await linked?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (server: TestServer, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Dalvik/2.1.0' } });

  it('serves assetlinks.json for the Android app, with every signing certificate', async () => {
    const response = await get(linked, ASSET_LINKS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.tolk',
          sha256_cert_fingerprints: FINGERPRINTS,
        },
      },
    ]);
  });

  it('serves apple-app-site-association in .well-known and at the root, in both formats', async () => {
    const appId = `${TEAM_ID}.app.tolk`;
    for (const url of APPLE_PATHS) {
      const response = await get(linked, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(response.json(), url).toEqual({
        applinks: {
          apps: [],
          details: [
            {
              appIDs: [appId],
              components: [
                { '/': '/auth/complete', comment: 'E-mail sign-in and address confirmation links' },
                { '/': '/auth/complete/*' },
                { '/': '/shared/*', comment: 'Shared documents' },
              ],
              appID: appId,
              paths: ['/auth/complete', '/auth/complete/*', '/shared/*'],
            },
          ],
        },
        webcredentials: { apps: [appId] },
      });
    }
  });

  it('answers without a session, a redirect or a cookie, for HEAD too', async () => {
    for (const url of [ASSET_LINKS, ...APPLE_PATHS]) {
      const response = await linked.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('answers 404 when the platform is not configured, never the web app', async () => {
    for (const url of [ASSET_LINKS, ...APPLE_PATHS]) {
      const response = await get(unlinked, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
      expect(response.body, url).not.toContain('stale');
    }
    // The web app still answers its own routes on the same server.
    expect((await get(unlinked, '/shared/xyz')).body).toContain('<div id="root">');
  });

  it('never sends a copy of these files left in the web build', async () => {
    for (const url of [ASSET_LINKS, ...APPLE_PATHS])
      expect((await get(linked, url)).body, url).not.toContain('stale');
  });
});
