// Protected spans in HTML, Markdown and plain text through Apertium (en -> es): addresses, --flags
// and inline code come back as they were, code blocks are never sent, and a name the file sets in
// code stays a name in its prose.
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../providers/local/index.ts';
import { translateFile } from '../../translate.ts';
import { recording } from '../../../test/fakes/recording-provider.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

async function translate(source: string, fileName: string) {
  const { provider, sent } = recording(local);
  const result = await translateFile(new TextEncoder().encode(source), {
    fileName,
    from: 'en',
    to: 'es',
    provider,
  });
  return { output: new TextDecoder().decode(result.output), sent, spans: result.fidelity.protectedSpans };
}

const CODE_LINE = 'tar cfv etc.tar /etc  # make the archive';
const KEPT = ['help-tar@gnu.org', 'https://www.gnu.org/software/tar/', '--verbose'];

const HTML = `<!DOCTYPE html>
<html><body>
<p>GNU tar is an archiving program.</p>
<p>Write to help-tar@gnu.org or see https://www.gnu.org/software/tar/ for the manual.</p>
<p>Run <code>tar</code> with the --verbose flag to list the files.</p>
<p>Type <kbd>make install</kbd> and the house is ready.</p>
<pre>${CODE_LINE}</pre>
</body></html>
`;

const MARKDOWN = `GNU tar is an archiving program.

Write to help-tar@gnu.org or see https://www.gnu.org/software/tar/ for the manual.

Run \`tar\` with the --verbose flag to list the files.

Type \`make install\` and the house is ready.

\`\`\`sh
${CODE_LINE}
\`\`\`
`;

/** What the provider must never have seen: the code block, the addresses, the flag, the code words. */
function expectNothingKeptSent(sent: string[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const segment of sent) {
    expect(segment).not.toMatch(/cfv|etc\.tar|archive/);
    expect(segment).not.toMatch(/@|https?:|--verbose|make install|\btar\b/);
  }
}

describe('protected spans in text formats, local provider (en -> es)', () => {
  it.each([
    {
      name: 'HTML',
      fileName: 'manual.html',
      source: HTML,
      code: ['<code>tar</code>', '<kbd>make install</kbd>'],
      block: `<pre>${CODE_LINE}</pre>`,
    },
    {
      name: 'Markdown',
      fileName: 'manual.md',
      source: MARKDOWN,
      code: ['`tar`', '`make install`'],
      block: `\`\`\`sh\n${CODE_LINE}\n\`\`\``,
    },
  ])(
    '$name: addresses, --flags and inline code unchanged, the code block byte for byte and never sent, code names kept in prose',
    async ({ fileName, source, code, block }) => {
      const { output, sent, spans } = await translate(source, fileName);
      expect(output).toMatch(/programa/);
      expect(output).toMatch(/casa/);
      for (const kept of [...KEPT, ...code]) expect(output).toContain(kept);
      expect(output).toContain(block);
      expect(output).toMatch(/GNU tar \S+ un /);
      expect(output).not.toMatch(/alquitr/i);
      // The address, the flag and "tar" in the prose (Markdown keeps bare URLs itself).
      expect(spans).toBeGreaterThanOrEqual(3);
      expectNothingKeptSent(sent);
    },
  );

  it('TXT: addresses, --flags, paths and identifiers are kept without any markup to say so', async () => {
    const source =
      'Write to help-tar@gnu.org or see https://www.gnu.org/software/tar/ for the manual.\n\n' +
      'Run it with the --verbose flag to list the files in /etc/passwd.\n\n' +
      'The asn1_create_element function makes the house.\n';
    const { output, sent } = await translate(source, 'notes.txt');
    for (const kept of [...KEPT, '/etc/passwd', 'asn1_create_element']) expect(output).toContain(kept);
    expect(output).toMatch(/casa/);
    expect(sent.length).toBeGreaterThan(0);
    for (const segment of sent) expect(segment).not.toMatch(/@|https?:|--verbose|\/etc|asn1_/);
  });
});
