// Speaks OpenAI chat completions as the openai client calls it (and Ollama, vLLM and llama.cpp's
// server answer it): POST /v1/chat/completions with Authorization: Bearer …, body
// {model, messages:[{role, content}], response_format:{type:'json_schema', json_schema:{name, strict, schema}}}
// -> {id, object:'chat.completion', created, model, choices:[{index, message:{role, content}, finish_reason}],
//     usage:{prompt_tokens, completion_tokens, total_tokens}}; errors as {error:{message, type, param, code}}.
// The "model" answers the segments of the user message with the fake provider's translation and
// writes glossary terms as given.
import { fakeTranslate } from '../../src/providers/fake.ts';
import { startFakeServer, type FakeServer, type Reply } from './http-server.ts';

export const LLM_KEY = 'test-llm-key';
export const LLM_MODEL = 'qwen3:8b';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { strict?: boolean } };
}

export interface UserPayload {
  document?: string;
  preceding?: string[];
  glossary?: { source: string; target: string }[];
  segments: { id: number; text: string }[];
}

export function openaiError(
  status: number,
  message: string,
  type: string,
  code: string | null = null,
): Reply {
  return { status, body: { error: { message, type, param: null, code } } };
}

export function chatReply(content: string, finishReason = 'stop'): Reply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
      object: 'chat.completion',
      created: 1_764_000_000,
      model: LLM_MODEL,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    },
  };
}

/** The payload the provider put in its user message. */
export function userPayload(body: unknown): UserPayload {
  const messages = (body as ChatBody).messages;
  return JSON.parse(messages.at(-1)?.content ?? '{}') as UserPayload;
}

export function modelTranslation(payload: UserPayload, to = 'es') {
  const tagged = (text: string) => /<[gx]\s/.test(text);
  return payload.segments.map(({ id, text }) => {
    let out = fakeTranslate(text, tagged(text) ? 'tagged' : 'text', to);
    for (const { source, target } of payload.glossary ?? [])
      out = out.replace(fakeTranslate(source, 'text', to), target);
    return { id, text: out };
  });
}

export function startFakeOpenAi(): Promise<FakeServer> {
  return startFakeServer((request) => {
    if (request.method !== 'POST' || request.url.pathname !== '/v1/chat/completions')
      return openaiError(404, 'Not found', 'invalid_request_error');
    if (request.headers.authorization !== `Bearer ${LLM_KEY}`)
      return openaiError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    const body = request.body as ChatBody;
    if (body.model !== LLM_MODEL)
      return openaiError(
        404,
        `The model \`${body.model}\` does not exist.`,
        'invalid_request_error',
        'model_not_found',
      );
    if (body.response_format?.type !== 'json_schema' || !body.response_format.json_schema?.strict)
      return openaiError(400, 'response_format must be a strict json_schema', 'invalid_request_error');
    return chatReply(JSON.stringify({ translations: modelTranslation(userPayload(body)) }));
  });
}
