import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message in the mail outbox (DATA_DIR/mail) for an address, waiting for it to arrive. */
export async function latestMailTo(dataDir: string, address: string): Promise<OutboxMessage> {
  const dir = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      // the outbox is created with the first message
    }
    for (const file of files) {
      const message = JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMessage;
      if (message.to === address) return message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${address} in ${dir}`);
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('mail has no link');
  return match[0];
}
