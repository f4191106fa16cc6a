// The second wall before LibreOffice: what would fetch goes, what is inside the file stays.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxLinkingTo, odtLinkingTo } from '../../test/linked-office.ts';
import { stripExternalLinks, withoutExternalRelationships, withoutFetches } from './strip-links.ts';

const TARGETS = ['http://127.0.0.1:9/picture.png', 'file:///srv/data/files/ab/cd', '../../../srv/secret.pdf'];

async function partsOf(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const texts = await Promise.all(Object.values(zip.files).map((entry) => entry.async('string')));
  return texts.join('\n');
}

describe('stripping what an office file would fetch', () => {
  it.each([
    ['DOCX', docxLinkingTo],
    ['ODT', odtLinkingTo],
  ])('leaves no linked picture, object, section or field of a %s', async (_kind, make) => {
    const hostile = await make(TARGETS);
    for (const target of TARGETS) expect(await partsOf(hostile)).toContain(target);
    const cleaned = await partsOf(await stripExternalLinks(hostile));
    for (const target of TARGETS) expect(cleaned).not.toContain(target);
    expect(cleaned).toContain('Linked pictures below.');
  });

  it('keeps hyperlinks and the parts inside the package', () => {
    const rels =
      '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/" TargetMode="External"/>' +
      '<Relationship Id="r2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>' +
      '<Relationship Id="r3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="\\\\host\\share\\t.dotm" TargetMode="External"/></Relationships>';
    const kept = withoutExternalRelationships(rels);
    expect(kept).toContain('https://example.org/');
    expect(kept).toContain('media/image1.png');
    expect(kept).not.toContain('share');

    const odf =
      '<text:p><text:a xlink:href="https://example.org/">site</text:a><draw:image xlink:href="Pictures/1.png"/><draw:object xlink:href="./Object 1"/></text:p>';
    expect(withoutFetches(odf)).toBe(odf);
  });

  it('sees through prefixes and character references an attacker uses to hide a link', () => {
    const hidden =
      '<d:image q:href="&#x66;ile:///etc/passwd"/><v:imagedata src="&#104;ttp://10.0.0.1/x"/><w:instrText> &#73;NCLUDETEXT "c:\\x" </w:instrText>' +
      '<Relationship Id="r" Type="image" Target="http://10.0.0.1/" TargetMode="&#69;xternal"/>';
    const cleaned = withoutExternalRelationships(withoutFetches(hidden));
    expect(cleaned).not.toMatch(/passwd|10\.0\.0\.1|NCLUDETEXT/);
  });
});
