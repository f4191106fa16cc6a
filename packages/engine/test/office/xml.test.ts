import JSZip from 'jszip';
import { SafeZip } from '../../src/safety/zip.ts';
import { describe, expect, it } from 'vitest';
import { buildXml, parseXml } from '../../src/safety/xml.ts';
import { buildDocx } from '../fixtures/office/docx-fixture.ts';
import { buildEpub } from '../fixtures/office/epub-fixture.ts';
import { buildOdt } from '../fixtures/office/odf-fixture.ts';
import { buildPptx } from '../fixtures/office/pptx-fixture.ts';
import { buildXlsx } from '../fixtures/office/xlsx-fixture.ts';

describe('XML round trip', () => {
  it('writes back every fixture part with the same structure, and writing is stable', async () => {
    for (const build of [buildDocx, buildPptx, buildXlsx, buildOdt, buildEpub]) {
      const zip = await JSZip.loadAsync(await build());
      for (const file of Object.values(zip.files).filter((entry) =>
        /\.(xml|xhtml|opf|rels)$/.test(entry.name),
      )) {
        const original = parseXml(await file.async('string'), file.name);
        const written = buildXml(original);
        const reparsed = parseXml(written, file.name);
        expect(reparsed).toEqual(original);
        expect(buildXml(reparsed)).toBe(written);
      }
    }
  });

  it('keeps special characters in text and attributes', () => {
    const source =
      '<?xml version="1.0"?><a t="x &amp; &quot;y&quot; &lt;z&gt;&#10;next">1 &lt; 2 &amp;&amp; "q" \'s\' <![CDATA[<raw>]]><!-- note --></a>';
    const document = parseXml(source);
    const written = buildXml(document);
    expect(written).toBe(
      '<?xml version="1.0"?><a t="x &amp; &quot;y&quot; &lt;z&gt;&#10;next">1 &lt; 2 &amp;&amp; "q" \'s\' <![CDATA[<raw>]]><!-- note --></a>',
    );
    expect(parseXml(written)).toEqual(document);
  });

  it('drops characters XML cannot hold, so a provider cannot make a part unreadable', () => {
    const document = parseXml('<a t="x">y</a>');
    const root = document.nodes[0] as { a: { '#text': string }[]; ':@': Record<string, string> };
    root.a = [{ '#text': 'bad\u0001text\u000b!' }];
    root[':@'] = { t: 'v\u0000w' };
    expect(buildXml(document)).toBe('<a t="vw">badtext!</a>');
  });

  it('reads UTF-16 parts and writes them back as UTF-8 with a matching declaration', async () => {
    const zip = new JSZip();
    const xml = '<?xml version="1.0" encoding="UTF-16"?><a>héllo</a>';
    zip.file('part.xml', Uint8Array.from([0xff, 0xfe, ...new Uint8Array(Buffer.from(xml, 'utf16le'))]));
    const safe = await SafeZip.open(await zip.generateAsync({ type: 'uint8array' }));
    const text = await safe.text('part.xml');
    expect(buildXml(parseXml(text))).toBe('<?xml version="1.0" encoding="UTF-8"?><a>héllo</a>');
  });
});
