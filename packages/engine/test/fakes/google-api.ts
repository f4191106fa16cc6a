// Speaks Cloud Translation v2: POST /language/translate/v2?key=… with {q, target, source?, format}
// -> {data:{translations:[{translatedText, detectedSourceLanguage?}]}}; errors as {error:{code, message, errors}}.
import { fakeTranslate } from '../../src/providers/fake.ts';
import { startFakeServer, type FakeServer, type Reply } from './http-server.ts';
import { GOOGLE_V2_LANGUAGES } from './provider-languages.ts';

export const GOOGLE_KEY = 'test-google-key';

interface V2Body {
  q: string[] | string;
  target: string;
  source?: string;
  format?: 'html' | 'text';
}

export function googleError(status: number, reason: string, message: string): Reply {
  return {
    status,
    body: { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } },
  };
}

export function startFakeGoogle(): Promise<FakeServer> {
  return startFakeServer((request) => {
    const path = request.url.pathname;
    if (path !== '/language/translate/v2' && path !== '/language/translate/v2/languages')
      return googleError(404, 'notFound', 'Not Found');
    if (request.url.searchParams.get('key') !== GOOGLE_KEY)
      return googleError(400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    if (path.endsWith('/languages')) return { status: 200, body: GOOGLE_V2_LANGUAGES };
    if (request.method !== 'POST') return googleError(404, 'notFound', 'Not Found');
    const body = request.body as V2Body;
    const texts = Array.isArray(body.q) ? body.q : [body.q];
    if (texts.length > 128) return googleError(400, 'invalid', 'Too many text segments');
    const html = body.format === 'html';
    return {
      status: 200,
      body: {
        data: {
          translations: texts.map((text) => ({
            // The real API escapes apostrophes in HTML results.
            translatedText: fakeTranslate(text, html ? 'tagged' : 'text', body.target).replace(
              /'/g,
              html ? '&#39;' : "'",
            ),
            ...(body.source ? {} : { detectedSourceLanguage: 'en' }),
          })),
        },
      },
    };
  });
}
