// What makes office text "code": a style named like the usual code styles (LibreOffice's Source Text
// and Preformatted Text, Word's HTML Code and HTML Preformatted, pandoc's Verbatim Char and Source
// Code, any "Code" style) or a monospace font. Code is kept verbatim, never sent to a provider.

const MONOSPACE =
  /mono(?!type)|(?<!uni)code|courier|consolas|menlo|monaco|lucida console|lucida sans typewriter|inconsolata|fixedsys|typewriter text/i;

export function isMonospaceFont(name: string | undefined): boolean {
  return name !== undefined && MONOSPACE.test(name);
}

/** "Source_20_Text" (ODF), "HTMLCode", "Verbatim Char" → "source text", "html code", "verbatim". */
function words(name: string): string {
  return name
    .replace(/_([0-9a-f]{2})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/([a-z])([A-Z])|([A-Z])([A-Z][a-z])/g, '$1$3 $2$4')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/ char$/, '')
    .trim();
}

const CODE_NAME =
  /\b(?:code|verbatim|preformatted|listing|source text)\b|^html (?:keyboard|sample|typewriter)$/;

export function isCodeStyleName(name: string | undefined): boolean {
  return name !== undefined && CODE_NAME.test(words(name));
}
