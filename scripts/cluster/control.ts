// scripts/cluster.sh from TypeScript (the e2e journey on the cluster, the benchmarks): runs
// `start`/`stop` and reads the KEY=value lines `start` prints.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(repoRoot, 'scripts/cluster.sh');

export interface ClusterOptions {
  /** Worker processes (default 2). */
  workers?: number;
  /** TOLK_CLUSTER_DIR (default /tmp/tolk-cluster): pids, logs, database and bucket. */
  dir?: string;
  /** TOLK_CLUSTER_PORT: the proxy's port; the API instances take the next two (default 18080). */
  port?: number;
  /** TOLK_CLUSTER_PG_PORT (default 55940). */
  pgPort?: number;
  /** Added to every server process's environment (REVENUECAT_WEBHOOK_AUTH, LOG_LEVEL, ...). */
  env?: Record<string, string>;
}

export interface Cluster {
  dir: string;
  /** The proxy: the address users and BASE_URL use. */
  proxyUrl: string;
  /** The two API instances, for talking to one of them directly. */
  apiUrls: [string, string];
  apiPids: number[];
  workerPids: number[];
  proxyPid: number;
  s3Pid: number;
  databaseUrl: string;
  s3Endpoint: string;
  s3Bucket: string;
  /** DATA_DIR of every process: e2e/mail.ts's latestMailTo reads its outbox. */
  dataDir: string;
  /** The mail outbox (no SMTP_URL): one JSON file per message. */
  mailDir: string;
}

function environment(options: ClusterOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(options.dir ? { TOLK_CLUSTER_DIR: options.dir } : {}),
    ...(options.port ? { TOLK_CLUSTER_PORT: String(options.port) } : {}),
    ...(options.pgPort ? { TOLK_CLUSTER_PG_PORT: String(options.pgPort) } : {}),
    ...options.env,
  };
}

/** The KEY=value lines of `cluster.sh start`. */
export function parseClusterLines(stdout: string): Cluster {
  const values = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values.set(match[1]!, match[2]!);
  }
  const value = (key: string) => {
    const found = values.get(key);
    if (found === undefined) throw new Error(`cluster.sh start printed no ${key}`);
    return found;
  };
  const pids = (key: string) => value(key).split(',').filter(Boolean).map(Number);
  return {
    dir: value('CLUSTER_DIR'),
    proxyUrl: value('PROXY_URL'),
    apiUrls: [value('API_1_URL'), value('API_2_URL')],
    apiPids: pids('API_PIDS'),
    workerPids: pids('WORKER_PIDS'),
    proxyPid: Number(value('PROXY_PID')),
    s3Pid: Number(value('S3_PID')),
    databaseUrl: value('DATABASE_URL'),
    s3Endpoint: value('S3_ENDPOINT'),
    s3Bucket: value('S3_BUCKET'),
    dataDir: value('DATA_DIR'),
    mailDir: value('MAIL_DIR'),
  };
}

/** A fresh cluster (whatever ran in the same directory is stopped first); resolves once it is healthy. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const args = ['start', '--workers', String(options.workers ?? 2)];
  try {
    const { stdout } = await run('bash', [script, ...args], {
      cwd: repoRoot,
      env: environment(options),
      maxBuffer: 16 * 1024 * 1024,
    });
    return parseClusterLines(stdout);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`cluster.sh start failed: ${stderr.slice(-2000)}`, { cause: error });
  }
}

/** Stops every process of the cluster in that directory; nothing happens when none runs. */
export async function stopCluster(
  options: Pick<ClusterOptions, 'dir' | 'port' | 'pgPort'> = {},
): Promise<void> {
  await run('bash', [script, 'stop'], { cwd: repoRoot, env: environment(options) });
}
