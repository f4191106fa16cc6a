// A signed-in user of a server reached over HTTP only (the server may die under it at any time).

import { randomBytes } from 'node:crypto';
import { newestMailTo } from '../mail-outbox.ts';
import { TusClient } from '../tus-client.ts';

export interface Answer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string };
}

export class HttpUser {
  readonly base: string;
  readonly cookie: string;
  readonly userId: string;

  private constructor(base: string, cookie: string, userId: string) {
    this.base = base;
    this.cookie = cookie;
    this.userId = userId;
  }

  /** Signs up, then opens the confirmation link the server mailed to its outbox under `dataDir`. */
  static async signUp(base: string, dataDir: string): Promise<HttpUser> {
    const email = `fault-${randomBytes(6).toString('hex')}@example.test`;
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'correct horse battery', name: 'Fault User' }),
    });
    if (response.status !== 200) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const link = /https?:\/\/\S+/.exec(newestMailTo(dataDir, email)?.text ?? '')?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no confirmation link mailed to ${email}`);
    const confirmed = await fetch(`${base}/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    const cookie = confirmed.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.includes('session_token='));
    if (!cookie) throw new Error(`confirming the sign-up gave ${confirmed.status} and no session cookie`);
    return new HttpUser(base, cookie, user.id);
  }

  async call<T>(name: string, data: unknown): Promise<Answer<T>> {
    const response = await fetch(`${this.base}/api/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie, origin: this.base },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as { result?: T; error?: Answer<T>['error'] };
    return { status: response.status, ...body };
  }

  async upload(bytes: Uint8Array, fileName: string): Promise<string> {
    const { id, response } = await new TusClient(this.base, { cookie: this.cookie }).upload(bytes, fileName);
    if (response.status !== 204) throw new Error(`upload ${response.status}`);
    return id;
  }
}
