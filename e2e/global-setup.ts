import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { FakeStripe, stripeEnv } from '../apps/server/test/fake-stripe.ts';
import { freePort, spawnServer, waitForHealth } from './product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'tolk-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Stripe's API answered locally: Checkout's page posts the signed webhooks back to the server.
  const stripe = await FakeStripe.start();
  stripe.webhookUrl = `${baseUrl}/api/webhooks/stripe`;
  stripe.webhookDelayMs = 2500;
  const child = spawnServer(
    root,
    { port, dataDir, baseUrl },
    {
      TRUST_PROXY: '1',
      ...stripeEnv(stripe),
      // The native app's card payment sheet (e2e/native-shell.e2e.test.ts).
      STRIPE_PUBLISHABLE_KEY: 'pk_test_tolk_e2e',
    },
  );
  await waitForHealth(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
