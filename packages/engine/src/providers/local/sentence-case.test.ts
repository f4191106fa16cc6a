import { describe, expect, it } from 'vitest';
import { restoreSentenceCase } from './sentence-case.ts';

describe('restoreSentenceCase', () => {
  it('moves the capital a reordered first word took with it back to the start', () => {
    expect(restoreSentenceCase('3 Package options', '3 opciones de Envase')).toBe('3 Opciones de envase');
    expect(restoreSentenceCase('Style parameters', 'parámetros de <g id="1">Moda</g>')).toBe(
      'Parámetros de <g id="1">moda</g>',
    );
  });

  it('keeps the capitals of names the source capitalises too', () => {
    expect(restoreSentenceCase('Colored Galois connections', 'conexiones Galois coloreadas')).toBe(
      'Conexiones Galois coloreadas',
    );
  });

  it('keeps a segment that goes on from code in lower case', () => {
    expect(restoreSentenceCase('<x id="k1"/> exits with status 0', '<x id="k1"/> Salidas con estado 0')).toBe(
      '<x id="k1"/> salidas con estado 0',
    );
    // A one-letter word after an inline formula.
    expect(
      restoreSentenceCase('<x id="1"/> and <x id="2"/> for all', '<x id="1"/>Y <x id="2"/> para todo'),
    ).toBe('<x id="1"/>y <x id="2"/> para todo');
  });

  it('puts back in lower case the word Apertium capitalised after an unknown name opening the sentence', () => {
    expect(restoreSentenceCase('TeX provides two primitives.', 'TeX Proporciona dos primitives.')).toBe(
      'TeX proporciona dos primitives.',
    );
    // A name the source itself sets after the first word keeps its capital.
    expect(restoreSentenceCase('Knuth Donald wrote TeX.', 'Knuth Donald escribió TeX.')).toBe(
      'Knuth Donald escribió TeX.',
    );
  });

  it('keeps a heading set in capitals in capitals, not its tags or kept spans', () => {
    expect(restoreSentenceCase('EXIT STATUS', 'Estado de salida')).toBe('ESTADO DE SALIDA');
    expect(restoreSentenceCase('<g id="1">SEE</g> <x id="k1"/>', '<g id="1">Ve</g> <x id="k1"/>')).toBe(
      '<g id="1">VE</g> <x id="k1"/>',
    );
    expect(
      restoreSentenceCase(
        '<g id="1">NOTE</g> Browse the sources.',
        '<g id="1">La nota</g> Explora las fuentes.',
      ),
    ).toBe('<g id="1">LA NOTA</g> Explora las fuentes.');
  });

  it('leaves a translation alone when the source starts in lower case or the translation is already capitalised', () => {
    expect(restoreSentenceCase('iPhone apps', 'aplicaciones de iPhone')).toBe('aplicaciones de iPhone');
    expect(restoreSentenceCase('The red House', 'La Casa roja')).toBe('La Casa roja');
  });

  it('changes no capital when two words are capitalised that the source did not (a translated name)', () => {
    expect(restoreSentenceCase('United States law', 'ley de Estados Unidos')).toBe('Ley de Estados Unidos');
  });
});
