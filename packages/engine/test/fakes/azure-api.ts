// Speaks Azure Translator as @azure-rest/ai-translation-text 2.x calls it:
// POST /translate?api-version=… with headers Ocp-Apim-Subscription-Key/-Region and body
// {inputs:[{text, language?, textType?, targets:[{language}]}]} -> {value:[{detectedLanguage?, translations:[{language, text}]}]};
// errors as {error:{code, message}}.
import { fakeTranslate } from '../../src/providers/fake.ts';
import { startFakeServer, type FakeServer, type Reply } from './http-server.ts';
import { AZURE_LANGUAGES } from './provider-languages.ts';

export const AZURE_KEY = 'test-azure-key';
export const AZURE_REGION = 'westeurope';

interface Input {
  text: string;
  language?: string;
  textType?: string;
  targets: { language: string }[];
}

export function azureError(status: number, code: number, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

export function startFakeAzure(): Promise<FakeServer> {
  return startFakeServer((request) => {
    // The language list needs no key.
    if (request.method === 'GET' && request.url.pathname === '/languages')
      return { status: 200, body: AZURE_LANGUAGES };
    if (
      request.method !== 'POST' ||
      request.url.pathname !== '/translate' ||
      !request.url.searchParams.get('api-version')
    )
      return azureError(404, 404000, 'Resource not found');
    if (
      request.headers['ocp-apim-subscription-key'] !== AZURE_KEY ||
      request.headers['ocp-apim-subscription-region'] !== AZURE_REGION
    )
      return azureError(
        401,
        401000,
        'The request is not authorized because credentials are missing or invalid.',
      );
    const inputs = (request.body as { inputs: Input[] }).inputs;
    if (inputs.length > 1000) return azureError(400, 400077, 'The maximum request size has been exceeded.');
    return {
      status: 200,
      body: {
        value: inputs.map((input) => ({
          ...(input.language ? {} : { detectedLanguage: { language: 'fr', score: 0.98 } }),
          translations: input.targets.map((target) => ({
            language: target.language,
            text: fakeTranslate(input.text, input.textType === 'Html' ? 'tagged' : 'text', target.language),
          })),
        })),
      },
    };
  });
}
