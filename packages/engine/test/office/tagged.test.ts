import { describe, expect, it } from 'vitest';
import { encodeInline, type Inline } from '../../src/formats/inline/tagged.ts';

type Item = Inline<string, string>;
const text = (value: string, style = ''): Item => ({ kind: 'text', style, text: value });
const atom = (name: string): Item => ({ kind: 'atom', atom: name });

/** Renders decoded items compactly: [style|text], {atom}, (wrap …). */
function show(items: Item[]): string {
  return items
    .map((item) =>
      item.kind === 'text'
        ? `[${item.style}|${item.text}]`
        : item.kind === 'verbatim'
          ? `<${item.style}|${item.text}>`
          : item.kind === 'atom'
            ? `{${item.atom}}`
            : `(${item.wrap} ${show(item.children)})`,
    )
    .join('');
}

describe('tagged inline codec', () => {
  const paragraph: Item[] = [
    text('The '),
    text('big', 'b'),
    text(' house'),
    atom('tab'),
    { kind: 'wrap', wrap: 'link', children: [text('our site', 'u')] },
    text(' & <more>  '),
  ];
  const encoded = encodeInline(paragraph);

  it('encodes the dominant style bare, other styles and wrappers as <g>, atoms as <x/>, text escaped and edges trimmed', () => {
    expect(encoded.segment).toBe(
      'The <g id="1">big</g> house<x id="2"/><g id="3">our site</g> &amp; &lt;more&gt;',
    );
    expect(encoded.plain).toBe('The big house our site & <more>  '.replace(' our', 'our'));
  });

  it('follows moved and nested tags and restores edge whitespace', () => {
    const decoded = encoded.decode(
      '<g id="3">nuestro sitio</g> la casa <g id="1">grande</g><x id="2"/> &amp; &#39;más&#39;',
    );
    expect(show(decoded)).toBe("(link [u|nuestro sitio])[| la casa ][b|grande]{tab}[| & 'más'  ]");
  });

  it('never loses atoms or text when a provider drops, repeats or invents tags', () => {
    expect(show(encoded.decode('la casa grande'))).toBe('[|la casa grande  ]{tab}');
    expect(show(encoded.decode('<x id="2"/>a<x id="2"/>b<g id="9">c</g></g>'))).toBe('{tab}[|abc  ]');
    expect(show(encoded.decode('<g id="1">sin cerrar'))).toBe('[b|sin cerrar  ]{tab}');
  });

  it('merges neighbouring runs of one style before encoding', () => {
    expect(encodeInline([text('Hel', 'b'), text('lo', 'b'), text(' world')]).segment).toBe(
      '<g id="1">Hello</g> world',
    );
  });

  it('keeps one link one link when the provider sends its tag back twice around other words', () => {
    const encoded = encodeInline<string, string>([
      text('See '),
      { kind: 'wrap', wrap: 'link', children: [text('the full report')] },
      text(' now.'),
    ]);
    expect(encoded.segment).toBe('See <g id="1">the full report</g> now.');
    expect(show(encoded.decode('Ver <g id="1">el informe</g> ya <g id="1">completo</g>.'))).toBe(
      '[|Ver ](link [|el informe ya completo])[|.]',
    );
  });
});
