// What a block sends to the provider and how the answer comes back as styled pieces.
import { describe, expect, it } from 'vitest';
import { groupBlocks } from '../../src/layout/blocks.ts';
import { groupLines } from '../../src/layout/lines.ts';
import { namesInCode, unitsOf } from '../../src/formats/pdf/units.ts';
import { hyphenationOf } from '../../src/layout/paragraph-breaks.ts';
import { run } from '../fixtures/text-runs.ts';

describe('PDF units', () => {
  it('puts one space where a run closing with a space meets the space after it', () => {
    const blue: [number, number, number] = [0.2, 0.4, 0.7];
    const [block] = groupBlocks(
      groupLines([
        { ...run('parser', 72, 700), colour: blue },
        run('’s ', 102, 700),
        { ...run('domain names', 117, 700), colour: blue },
        run('support', 180, 700),
      ]),
      600,
    );
    const [unit] = unitsOf(block!);
    // The blue runs are the block's own style: the black ones travel as tags.
    expect(unit?.segment).toBe('parser<g id="1">’s </g>domain names <g id="2">support</g>');
    // As Apertium answers: the space that closed the first run kept, and one more before the next.
    const pieces = unit?.decode('parser<g id="1">’s </g> nombres de dominio <g id="2">apoyo</g>') ?? [];
    expect(pieces.map((piece) => piece.text).join('')).toBe('parser’s nombres de dominio apoyo');
  });

  it("takes an option's placeholder in capitals (--file=FILE, -f ARCHIVE) for a name, not the word", () => {
    const blocks = groupBlocks(
      groupLines([
        run('-g, --listed-incremental=FILE', 72, 700),
        run('Handle new GNU-format incremental backups. FILE is the name of a snapshot file.', 90, 688),
        run('-f ARCHIVE, --file=ARCHIVE', 72, 660),
        run('Use ARCHIVE FILE. IT IS NOT A NAME.', 90, 648),
      ]),
      600,
    );
    expect(namesInCode(blocks).sort()).toEqual(['ARCHIVE', 'FILE']);
  });

  it('keeps a short word in small capitals (an acronym: cpu, ram) as it is, and translates longer ones', () => {
    const [block] = groupBlocks(
      groupLines([
        run('no process may access ', 72, 700),
        { ...run('ram', 182, 700), smallcaps: true },
        run(' while the ', 197, 700),
        { ...run('proof', 252, 700), smallcaps: true },
        run(' runs.', 277, 700),
      ]),
      600,
    );
    const [unit] = unitsOf(block!);
    expect(unit?.segment).toBe('no process may access <x id="1"/> while the <g id="2">proof</g> runs.');
  });

  it('redraws a line of code in coloured tokens as it was, without spaces between touching tokens', () => {
    const code = (text: string, x: number, colour: [number, number, number]) => ({
      ...run(text, x, 700),
      mono: true,
      colour,
    });
    const green: [number, number, number] = [0, 0.5, 0];
    const black: [number, number, number] = [0, 0, 0];
    const grey: [number, number, number] = [0.4, 0.4, 0.4];
    const [block] = groupBlocks(
      groupLines([
        code('new', 72, green),
        code('Date', 92, green),
        code('(', 112, black),
        code('9e8', 117, green),
        code(');', 132, grey),
      ]),
      600,
    );
    const [unit] = unitsOf(block!);
    expect((unit?.decode(unit.segment) ?? []).map((piece) => piece.text).join('')).toBe('new Date(9e8);');
  });

  it("keeps a hyphen at a line's end where the author put it (office suites), drops the typesetter's (TeX)", () => {
    const lines = groupLines([
      run('partial support, not locale-', 72, 700),
      run('aware, on every system', 72, 688),
    ]);
    const segment = (producer: string) =>
      unitsOf(groupBlocks(lines, 600, undefined, hyphenationOf(producer))[0]!)[0]?.segment;
    expect(segment('LibreOffice 7.4 Writer')).toBe('partial support, not locale-aware, on every system');
    expect(segment('Microsoft® Word for Microsoft 365')).toBe(
      'partial support, not locale-aware, on every system',
    );
    expect(segment('pdfTeX-1.40.25 LaTeX with hyperref')).toBe(
      'partial support, not localeaware, on every system',
    );
    expect(segment('')).toBe('partial support, not localeaware, on every system');
  });

  it('keeps a file name broken at its hyphen across two lines as one name in its paragraph', () => {
    const mono = (text: string, x: number, baseline: number) => ({ ...run(text, x, baseline), mono: true });
    const blocks = groupBlocks(
      groupLines([
        mono('DEMO-Beamer.tex', 72, 700),
        run('Beamer slides. There is also a variant with a sidebar in', 152, 700),
        mono('DEMO-', 437, 700),
        mono('Beamer-Sidebar.tex', 90, 688),
      ]),
      600,
    );
    expect(blocks).toHaveLength(1);
    const [unit] = unitsOf(blocks[0]!);
    expect(unit?.segment).toBe(
      '<x id="1"/> Beamer slides. There is also a variant with a sidebar in <x id="2"/>',
    );
    const pieces = unit?.decode(unit.segment) ?? [];
    expect(pieces.map((piece) => piece.text).join('')).toContain('sidebar in DEMO-Beamer-Sidebar.tex');
  });
});
