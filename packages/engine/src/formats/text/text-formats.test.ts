import { afterAll, describe, expect, it } from 'vitest';
import { createFakeProvider } from '../../providers/fake.ts';
import { createLocalProvider } from '../../providers/local/index.ts';
import { analyzeFile, translateFile } from '../../translate.ts';
import type { Provider } from '../../types.ts';
import { encodeText } from './encoding.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

async function run(
  source: string,
  fileName: string,
  provider: Provider = createFakeProvider(),
  bilingual = false,
) {
  const result = await translateFile(new TextEncoder().encode(source), {
    fileName,
    from: 'en',
    to: 'es',
    provider,
    bilingual,
  });
  const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
  return { format: result.format, output: decode(result.output), bilingual: decode(result.bilingual) };
}

const MD = [
  '---',
  'title: The red house',
  '---',
  '',
  '# The **red** house',
  '',
  'The house has a [nice garden](https://example.com/garden "Garden") and `make build`,',
  'see https://example.org/docs or snake_case.',
  '',
  '- First *item*',
  '> The dog sleeps.',
  '',
  '```js',
  "const house = 'red';",
  '```',
  '',
  '| Name | Colour |',
  '|------|--------|',
  '| Door | 42     |',
  '',
  '<div class="note">',
  'Raw HTML block',
  '</div>',
  '',
  '<b>Bold</b> start.',
  '',
].join('\n');

const HTML = `<!DOCTYPE html>
<html><head><title>The red house</title><style>p { color: red }</style></head>
<body>
<h1 title="Main title">The <b>red</b> house</h1>
<p>The house is <em>big</em> &amp; <a href="/g">nice</a>.<br><code>make build</code> <img src="d.png" alt="A door"></p>
<script>var text = "The house";</script>
<pre>Keep this</pre>
<input placeholder="Your name" aria-label="Name">
</body></html>
`;

const SRT =
  '1\n00:00:01,000 --> 00:00:04,000\nThe <i>red</i> house\nis big.\n\n2\n00:00:05,000 --> 00:00:07,500\n{\\an8}Where is the dog?\n';
const VTT =
  'WEBVTT\n\nSTYLE\n::cue { color: red }\n\nintro\n00:00:01.000 --> 00:00:04.000 line:0\n<v Anna>The house is <b>red</b> &amp; big&lrm;.\n';

describe('text formats through the fake provider', () => {
  it('TXT: paragraphs change, blank lines and spacing stay', async () => {
    const result = await run('The house.\r\n\r\n  Second paragraph\r\nwith two lines.\r\n', 'a.txt');
    expect(result.output).toBe('tHE HOUSE.\r\n\r\n  sECOND PARAGRAPH\r\nWITH TWO LINES.\r\n');
  });

  it('Markdown: text and inline formatting change; code, URLs, front matter and table rules do not', async () => {
    const { format, output } = await run(MD, 'doc.md');
    expect(format).toBe('md');
    expect(output).toBe(
      [
        '---',
        'title: The red house',
        '---',
        '',
        '# tHE **RED** HOUSE',
        '',
        'tHE HOUSE HAS A [NICE GARDEN](https://example.com/garden "Garden") AND `make build`,',
        'SEE https://example.org/docs OR snake_case.',
        '',
        '- fIRST *ITEM*',
        '> tHE DOG SLEEPS.',
        '',
        '```js',
        "const house = 'red';",
        '```',
        '',
        '| nAME | cOLOUR |',
        '|------|--------|',
        '| dOOR | 42     |',
        '',
        '<div class="note">',
        'Raw HTML block',
        '</div>',
        '',
        '<b>bOLD</b> START.',
        '',
      ].join('\n'),
    );
  });

  it('HTML: text nodes and alt/title/placeholder/aria-label change; markup, script, style, code and pre do not', async () => {
    const { format, output } = await run(HTML, 'page.html');
    expect(format).toBe('html');
    expect(output).toBe(
      HTML.replace('<html>', '<html lang="es">')
        .replace('<title>The red house', '<title>tHE RED HOUSE')
        .replace('title="Main title">The <b>red</b> house', 'title="mAIN TITLE">tHE <b>RED</b> HOUSE')
        .replace(
          'The house is <em>big</em> &amp; <a href="/g">nice</a>',
          'tHE HOUSE IS <em>BIG</em> &amp; <a href="/g">NICE</a>',
        )
        .replace('alt="A door"', 'alt="a DOOR"')
        .replace('placeholder="Your name" aria-label="Name"', 'placeholder="yOUR NAME" aria-label="nAME"'),
    );
  });

  it('SRT and VTT: cue text changes; numbers, ids, timings, settings, styles and markup stay', async () => {
    expect((await run(SRT, 'a.srt')).output).toBe(
      SRT.replace('The <i>red</i> house\nis big.', 'tHE <i>RED</i> HOUSE\nIS BIG.').replace(
        'Where is the dog?',
        'wHERE IS THE DOG?',
      ),
    );
    const vtt = await run(VTT, 'a.vtt');
    expect(vtt.format).toBe('vtt');
    expect(vtt.output).toBe(
      VTT.replace('The house is <b>red</b> &amp; big&lrm;.', 'tHE HOUSE IS <b>RED</b> &amp; BIG&lrm;.'),
    );
  });

  it('bilingual outputs put each translation right after its original', async () => {
    expect((await run('One.\n\nTwo.', 'a.txt', undefined, true)).bilingual).toBe(
      'One.\n\noNE.\n\nTwo.\n\ntWO.',
    );
    expect((await run('# Title\n\n- Item\n', 'a.md', undefined, true)).bilingual).toBe(
      '# Title\n\n# tITLE\n\n- Item\n- iTEM\n',
    );
    const html = (
      await run(
        '<html><body><p title="Hi there">Hello <b>you</b></p></body></html>',
        'a.html',
        undefined,
        true,
      )
    ).bilingual;
    expect(html).toBe(
      '<html><body><p title="Hi there">Hello <b>you</b></p>\n<p title="hI THERE">hELLO <b>YOU</b></p></body></html>',
    );
    const srt = (await run(SRT, 'a.srt', undefined, true)).bilingual;
    expect(srt).toContain(
      '00:00:01,000 --> 00:00:04,000\nThe <i>red</i> house\nis big.\ntHE <i>RED</i> HOUSE\nIS BIG.\n\n2\n',
    );
  });

  it('keeps the file encoding (UTF-16 with BOM)', async () => {
    const bytes = encodeText('Hello world.\n', 'utf16le');
    const result = await translateFile(bytes, {
      fileName: 'a.txt',
      from: 'en',
      to: 'es',
      provider: createFakeProvider(),
    });
    expect([...result.output]).toEqual([...encodeText('hELLO WORLD.\n', 'utf16le')]);
  });

  it('tells formats apart by content', async () => {
    const analyze = (text: string, fileName?: string) =>
      analyzeFile(new TextEncoder().encode(text), { fileName });
    expect((await analyze(SRT)).format).toBe('srt');
    expect((await analyze(VTT)).format).toBe('vtt');
    expect((await analyze(HTML)).format).toBe('html');
    expect((await analyze('# Notes', 'notes.md')).format).toBe('md');
    await expect(analyze('Just words', 'a.vtt')).rejects.toMatchObject({ code: 'format-mismatch' });
  });
});

describe('text formats through Apertium (en -> es)', () => {
  it('translates every format into Spanish', async () => {
    expect((await run('The house is red.', 'a.txt', local)).output).toContain('casa');
    const md = (await run(MD, 'a.md', local)).output;
    expect(md).toContain('casa');
    expect(md).toContain("const house = 'red';");
    const html = (await run(HTML, 'a.html', local)).output;
    expect(html).toContain('La casa <b>roja</b>');
    expect(html).toContain('var text = "The house";');
    expect((await run(SRT, 'a.srt', local)).output).toContain('perro');
    expect((await run(VTT, 'a.vtt', local)).output).toMatch(/casa.*<b>roja<\/b>/);
  });
});
