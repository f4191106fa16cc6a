// An account made the way a person makes one, over HTTP: sign up, then open the link mailed to the
// outbox in dataDir. For journeys and benchmarks that talk to the API without a browser.
import { firstLink, latestMailTo } from './mail.ts';

let accounts = 0;

export async function signUpOverHttp(
  baseUrl: string,
  dataDir: string,
  /** The page the request comes from, when the API is reached at another address than the app's. */
  origin = baseUrl,
): Promise<{ email: string; cookie: string; userId: string }> {
  const email = `http-${process.pid}-${Date.now()}-${++accounts}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Ada Lovelace' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const token = new URL(firstLink((await latestMailTo(dataDir, email)).text)).searchParams.get('token');
  const confirmed = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] as string)
    .find((pair) => pair.split('=')[0]?.endsWith('session_token'));
  if (!cookie) throw new Error(`confirming the address set no session cookie (${confirmed.status})`);
  return { email, cookie, userId: user.id };
}
