import type { Plugin } from 'vite';
import { SESSION_CHECK_URL } from './src/api/sessionCheck';

/**
 * Starts the first session check from index.html, beside the scripts, instead of after them: the
 * first screen waits for its answer, and on a phone network that is a round trip saved (issue 13).
 * Only when the API is the page's own origin: the native app's API is elsewhere (VITE_API_URL).
 */
export function sessionPreload(): Plugin {
  let sameOrigin = true;
  return {
    name: 'tolk-session-preload',
    configResolved(config) {
      sameOrigin = !config.env.VITE_API_URL;
    },
    transformIndexHtml() {
      if (!sameOrigin) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: SESSION_CHECK_URL, as: 'fetch', crossorigin: 'use-credentials' },
          injectTo: 'head',
        },
      ];
    },
  };
}
