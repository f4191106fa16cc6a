import { uiLocaleDirection, type UiLocale } from '@tolk/contract';
import type { MailMessage } from './mailer.ts';
import { MAIL_TEXTS } from './texts/index.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#7e22ce;color:#fff;border-radius:6px;text-decoration:none';

export interface MailContent {
  subject: string;
  paragraphs: string[];
  link: { url: string; label: string };
  footer: string;
}

/**
 * One account mail as plain text and HTML in the reader's language: greeting, paragraphs, the
 * link as a button and written out (for mail apps that hide buttons), and a footer.
 */
export function composeMail(to: string, locale: UiLocale, content: MailContent): MailMessage {
  const words = MAIL_TEXTS[locale];
  const { subject, paragraphs, link, footer } = content;
  const text = [words.greeting, '', ...paragraphs, link.url, '', footer].join('\n');
  const html = `<!doctype html><html lang="${locale}" dir="${uiLocaleDirection(locale)}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(words.greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="${BUTTON}">${escapeHtml(link.label)}</a></p>
<p>${escapeHtml(words.pasteLink)}<br><span dir="ltr" style="word-break:break-all">${escapeHtml(link.url)}</span></p>
<p style="color:#666">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}
