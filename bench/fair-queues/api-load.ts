// Many clients at once, each on its own keep-alive connection, each calling again as soon as its
// last answer arrived (a closed loop, as an app's screens do): requests a second and latency
// percentiles over a fixed time, against Tolk or against a bare route answering from memory.
import http from 'node:http';
import { percentiles, type Percentiles } from '../list/latency.ts';

export interface Client {
  port: number;
  /** The calls this client makes in turn, e.g. listTranslations then getQuota. */
  calls: { path: string; body: string }[];
  headers: Record<string, string>;
}

export interface LoadFigures extends Percentiles {
  requests: number;
  perSecond: number;
  /** Answers other than 200 (a 429 from a rate limit, a 5xx): counted, not timed. */
  refused: number;
}

function post(agent: http.Agent, client: Client, call: Client['calls'][number]): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: client.port,
        method: 'POST',
        path: call.path,
        agent,
        headers: {
          ...client.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(call.body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

/** `clients` in parallel for `warmupMs` (not counted) then `seconds`. */
export async function runLoad(clients: Client[], seconds: number, warmupMs = 2000): Promise<LoadFigures> {
  const samples: number[] = [];
  let refused = 0;
  const startAt = performance.now() + warmupMs;
  const endAt = startAt + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let turn = 0; performance.now() < endAt; turn++) {
          const call = client.calls[turn % client.calls.length]!;
          const began = performance.now();
          const status = await post(agent, client, call);
          if (began < startAt) continue;
          if (status === 200) samples.push(performance.now() - began);
          else refused += 1;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { ...percentiles(samples), requests: samples.length, perSecond: samples.length / seconds, refused };
}
