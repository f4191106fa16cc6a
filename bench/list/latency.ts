// Request latency over real HTTP (keep-alive, one request at a time), two servers interleaved so
// the machine's noise falls on both alike.
import http from 'node:http';

export interface Request {
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface Server {
  label: string;
  port: number;
}

interface Answer {
  status: number;
  body: string;
}

const agents = new Map<number, http.Agent>();
function agentFor(port: number): http.Agent {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(port, agent);
  }
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function post(port: number, request: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: request.path,
        agent: agentFor(port),
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface Percentiles {
  p50: number;
  p99: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/**
 * `warmup` then `count` rounds; each round sends the request once to each server, in turn. Every
 * answer must be 200 with exactly `expected`, or the figures would compare different work.
 */
export async function measure(
  servers: Server[],
  request: Request,
  expected: string,
  { warmup, count }: { warmup: number; count: number },
): Promise<Map<string, Percentiles>> {
  const samples = new Map<string, number[]>(servers.map((server) => [server.label, []]));
  for (let round = 0; round < warmup + count; round++) {
    for (const server of servers) {
      const started = performance.now();
      const answer = await post(server.port, request);
      const ms = performance.now() - started;
      if (answer.status !== 200 || answer.body !== expected)
        throw new Error(`${server.label} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      if (round >= warmup) samples.get(server.label)?.push(ms);
    }
  }
  return new Map([...samples].map(([label, list]) => [label, percentiles(list)]));
}
