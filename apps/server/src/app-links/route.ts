import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NativeAppsConfig } from '../config/native-apps.ts';
import { appleAppSiteAssociation, assetLinks } from './statements.ts';

/** The phones fetch these again now and then; an hour keeps a changed certificate or team quick to reach them. */
const CACHING = 'public, max-age=3600';

export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';
/** Apple looks in .well-known first, then at the root. */
export const APPLE_ASSOCIATION_PATHS = [
  '/.well-known/apple-app-site-association',
  '/apple-app-site-association',
];
/** Every path answered here: the web build's static files must not claim them. */
export const APP_LINK_PATHS = [ASSET_LINKS_PATH, ...APPLE_ASSOCIATION_PATHS];

function send(reply: FastifyReply, document: object | undefined) {
  if (!document) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  return reply.type('application/json').header('cache-control', CACHING).send(document);
}

/**
 * The link association files, public, without redirects, answered from config (404 when the
 * platform is not configured) so the web app's fallback never answers these paths.
 */
export async function appLinksRoute(
  app: FastifyInstance,
  options: { apps: NativeAppsConfig },
): Promise<void> {
  const android = assetLinks(options.apps);
  const ios = appleAppSiteAssociation(options.apps);
  app.get(ASSET_LINKS_PATH, async (_request, reply) => send(reply, android));
  for (const url of APPLE_ASSOCIATION_PATHS) app.get(url, async (_request, reply) => send(reply, ios));
}
