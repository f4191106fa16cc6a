import type { MailMessage } from './mailer.ts';
import { MAGIC_LINK_TTL_SECONDS } from '@tolk/contract';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The link the web app (and the native app, through universal links) completes at /auth/complete. */
export function magicLinkUrl(baseUrl: string, token: string): string {
  const url = new URL('/auth/complete', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function magicLinkMessage(to: string, link: string): MailMessage {
  const minutes = MAGIC_LINK_TTL_SECONDS / 60;
  const text = [
    'Hello,',
    '',
    'Use this link to sign in to Tolk:',
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#a855f7;color:#fff;border-radius:6px;text-decoration:none">Sign in to Tolk</a></p>
<p>Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="color:#666">The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>
</body></html>`;
  return { to, subject: 'Your Tolk sign-in link', text, html };
}
