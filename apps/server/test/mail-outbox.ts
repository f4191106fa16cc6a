import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxMessage } from '../src/mail/mailer.ts';

/** Messages the server wrote to DATA_DIR/mail for one recipient, oldest first. */
export function outboxFor(dataDir: string, to: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage)
    .filter((m) => m.to === to)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The link of the newest sign-in e-mail to `to`. */
export function latestMagicLink(dataDir: string, to: string): URL {
  const message = outboxFor(dataDir, to).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error('mail has no link');
  return new URL(link);
}

/** The newest message to `to`, reading the outbox from its newest file back (names start with the time). */
export function newestMailTo(dataDir: string, to: string): OutboxMessage | undefined {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const message = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage;
    if (message.to === to) return message;
  }
  return undefined;
}
