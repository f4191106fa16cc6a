import { describe, expect, it } from 'vitest';
import { protectSegment } from '../../src/protect/segment.ts';
import { namesPattern } from '../../src/protect/spans.ts';

describe('protectSegment', () => {
  it('sends spans as <x id="kN"/> tags and puts them back where the provider moved them', () => {
    const tagged = protectSegment('Write to help@gnu.org or see <g id="1">https://gnu.org</g>.', 'tagged');
    expect(tagged.segment).toBe('Write to <x id="k1"/> or see <g id="1"><x id="k2"/></g>.');
    expect(tagged.format).toBe('tagged');
    expect(tagged.spans).toBe(2);
    expect(tagged.restore('Ver <g id="1"><x id="k2"/></g> o escribir a <x id="k1"/>.')).toBe(
      'Ver <g id="1">https://gnu.org</g> o escribir a help@gnu.org.',
    );
  });

  it('never loses a span when the provider drops a tag, and never doubles one it repeats', () => {
    const segment = protectSegment('Write to help@gnu.org or see https://gnu.org today.', 'text');
    expect(segment.restore('Escribe a o mira hoy.')).toBe(
      'Escribe a o mira hoy. help@gnu.org https://gnu.org',
    );
    expect(segment.restore('Escribe a <x id="k1"/><x id="k1"/> o mira <x id="k2"/> hoy.')).toBe(
      'Escribe a help@gnu.org o mira https://gnu.org hoy.',
    );
    // Tag spellings providers come back with.
    expect(segment.restore('Escribe a <x id=\'k1\'></x> o mira <x id="k2" /> hoy.')).toBe(
      'Escribe a help@gnu.org o mira https://gnu.org hoy.',
    );
  });

  it('keeps a span that crosses inline tags, piece by piece inside its tags', () => {
    const segment = protectSegment('tar {<g id="1">A</g>|<g id="2">c</g>} reads', 'tagged');
    expect(segment.segment).toBe(
      'tar {<g id="1"><x id="k1"/></g><x id="k2"/><g id="2"><x id="k3"/></g>} reads',
    );
    expect(
      segment.restore('tar {<g id="1"><x id="k1"/></g><x id="k2"/><g id="2"><x id="k3"/></g>} lee'),
    ).toBe('tar {<g id="1">A</g>|<g id="2">c</g>} lee');
  });

  it('keeps the space between two spans side by side', () => {
    const segment = protectSegment('Run tar gzip now.', 'text', namesPattern(['tar', 'gzip']));
    expect(segment.restore('Ejecuta <x id="k1"/><x id="k2"/> ahora.')).toBe('Ejecuta tar gzip ahora.');
  });

  it('puts back the space the provider dropped between a run and the span after it', () => {
    const segment = protectSegment('<g id="1">Same as</g> --format=v7<g id="2">.</g>', 'tagged');
    expect(segment.restore('<g id="1">Mismo como</g><x id="k1"/><g id="2"><x id="k2"/></g>')).toBe(
      '<g id="1">Mismo como</g> --format=v7<g id="2">.</g>',
    );
  });

  it('turns a plain-text segment into a tagged one only while it carries spans, and back into plain text', () => {
    const plain = protectSegment('The house is red & <big>.', 'text');
    expect(plain).toMatchObject({ segment: 'The house is red & <big>.', format: 'text', spans: 0 });
    expect(plain.restore('La casa es roja & <grande>.')).toBe('La casa es roja & <grande>.');

    const flagged = protectSegment('Use a & b --verbose <now>', 'text');
    expect(flagged.segment).toBe('Use a &amp; b <x id="k1"/> &lt;now&gt;');
    expect(flagged.format).toBe('tagged');
    expect(flagged.restore('Usa a &amp; b <x id="k1"/> &lt;ahora&gt;')).toBe('Usa a & b --verbose <ahora>');
    // Spans put back in a tagged segment are escaped like its text.
    expect(protectSegment('See http://a.example/?x=1&y=2 now', 'tagged').restore('Ver <x id="k1"/> ya')).toBe(
      'Ver http://a.example/?x=1&amp;y=2 ya',
    );
  });

  it('marks a segment made only of protected spans as nothing to translate', () => {
    expect(protectSegment('https://gnu.org --help', 'text').nothingToTranslate).toBe(true);
    expect(protectSegment('GNU tar', 'text', namesPattern(['tar'])).nothingToTranslate).toBe(false);
    expect(protectSegment('tar', 'text', namesPattern(['tar'])).nothingToTranslate).toBe(true);
  });

  it('leaves the format tags of tagged segments alone and protects text inside them', () => {
    const segment = protectSegment('Run <g id="2">tar</g> now<x id="3"/>', 'tagged', namesPattern(['tar']));
    expect(segment.segment).toBe('Run <g id="2"><x id="k1"/></g> now<x id="3"/>');
    expect(segment.restore('Corre <g id="2"><x id="k1"/></g> ahora<x id="3"/>')).toBe(
      'Corre <g id="2">tar</g> ahora<x id="3"/>',
    );
  });
});
