// Office documents that point outside themselves, as an attacker of a conversion service writes
// them: a DOCX picture linked to a URL or a relative path, an ODT with linked images, a linked OLE
// object and a linked section. A renderer that follows any of them reaches the network or the disk.
import JSZip from 'jszip';
import { docxPackage } from './documents.ts';

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const picture = (rid: string, n: number) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="2743200" cy="2743200"/><wp:docPr id="${n}" name="Picture ${n}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${n}" name="linked"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${rid}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="2743200" cy="2743200"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/** A DOCX with pictures linked (not embedded) to each target, and INCLUDEPICTURE/INCLUDETEXT fields. */
export function docxLinkingTo(targets: string[]): Promise<Buffer> {
  const relationships = targets
    .map(
      (target, i) =>
        `<Relationship Id="rIdL${i}" Type="${RELS}/image" Target="${target}" TargetMode="External"/>`,
    )
    .join('');
  const fields = targets
    .map(
      (target) =>
        `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "${target}" \\d </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>` +
        `<w:p><w:fldSimple w:instr=" INCLUDETEXT &quot;${target}&quot; "><w:r><w:t>included</w:t></w:r></w:fldSimple></w:p>`,
    )
    .join('');
  return docxPackage(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${RELS}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body><w:p><w:r><w:t>Linked pictures below.</w:t></w:r></w:p>${targets.map((_, i) => picture(`rIdL${i}`, i + 1)).join('')}${fields}</w:body></w:document>`,
    {
      'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
    },
  );
}

/** An ODT whose images, OLE object and section are linked to each target. */
export async function odtLinkingTo(targets: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.text', { compression: 'STORE' });
  zip.file(
    'META-INF/manifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
  );
  const linked = targets
    .map(
      (target, i) =>
        `<text:p><draw:frame draw:name="image${i}" text:anchor-type="paragraph" svg:width="8cm" svg:height="8cm"><draw:image xlink:href="${target}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>` +
        `<text:p><draw:frame draw:name="object${i}" text:anchor-type="paragraph" svg:width="8cm" svg:height="4cm"><draw:object-ole xlink:href="${target}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>` +
        `<text:section text:name="section${i}"><text:section-source xlink:href="${target}" xlink:type="simple"/><text:p>linked section</text:p></text:section>`,
    )
    .join('');
  zip.file(
    'content.xml',
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.2"><office:body><office:text><text:p>Linked pictures below.</text:p>${linked}</office:text></office:body></office:document-content>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', mimeType: 'application/vnd.oasis.opendocument.text' });
}
