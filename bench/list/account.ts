// An account made the way a person makes one, over HTTP: sign up, then open the mailed link.
import { firstLink, latestMailTo } from '../../e2e/mail.ts';

export async function signUpOverHttp(
  port: number,
  origin: string,
  dataDir: string,
): Promise<{ cookie: string; userId: string }> {
  const local = `http://127.0.0.1:${port}`;
  const email = `list-bench-${Date.now()}@example.com`;
  const response = await fetch(`${local}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Many Documents' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const token = new URL(firstLink((await latestMailTo(dataDir, email)).text)).searchParams.get('token');
  const confirmed = await fetch(`${local}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] as string)
    .find((pair) => pair.split('=')[0]?.endsWith('session_token'));
  if (!cookie) throw new Error(`confirming the address set no session cookie (${confirmed.status})`);
  return { cookie, userId: user.id };
}
