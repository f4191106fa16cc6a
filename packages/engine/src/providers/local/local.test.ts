import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../types.ts';
import { createLocalProvider } from './index.ts';
import { buildModeTable } from './modes.ts';

const local = createLocalProvider();
afterAll(() => local.close?.());

const en = (segments: string[], format: 'text' | 'tagged' = 'text', to = 'es') =>
  local.translate({ segments, from: 'en', to, format }).then((result) => result.translations);

describe('local provider (Apertium)', () => {
  it('is available and lists direct and pivoted pairs', async () => {
    expect(await local.available()).toBe(true);
    const pairs = await local.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(pairs).toContainEqual({ from: 'es', to: 'pt' });
    expect(pairs).toContainEqual({ from: 'en', to: 'pt', pivot: 'es' });
    expect(pairs.find((pair) => pair.from === 'en' && pair.to === 'ca')?.pivot).toBeUndefined();
  });

  it('translates English to Spanish', async () => {
    const [house] = await en(['The house is red.']);
    expect(house).toContain('casa');
    expect(house).toMatch(/\.$/);
  });

  it('translates Hindi into Urdu through apertium-urd-hin, offered as hi→ur', async () => {
    expect(await local.pairs()).toContainEqual({ from: 'hi', to: 'ur' });
    const [urdu] = (
      await local.translate({
        segments: ['सभी मनुष्यों को अधिकारों के मामले में स्वतन्त्रता प्राप्त है।'],
        from: 'hi',
        to: 'ur',
        format: 'text',
      })
    ).translations;
    // Arabic-script words where Apertium knows them ("اور", "حقوں"); the sentence ends with Urdu's full stop.
    expect(urdu).toMatch(/حقوں/u);
    expect(urdu).toMatch(/۔$/u);
  });

  it('keeps an inline tag around the translation of the word it wrapped', async () => {
    const [out] = await en(['The <g id="1">red</g> house is big.'], 'tagged');
    expect(out).toBe('La casa <g id="1">roja</g> es grande.');
    const [nested] = await en(
      ['She reads <g id="1">the <g id="2">newspaper</g></g> &amp; <x id="3"/>books.'],
      'tagged',
    );
    expect(nested).toContain('<g id="2">diario</g>');
    expect(nested).toContain('<x id="3"/>');
    expect(nested).toContain('&amp;');
  });

  it('keeps atoms inside the run that wrapped them (a bold `tar -A` in a synopsis line)', async () => {
    const [out] = await en(
      ['<g id="1"><x id="k1"/> <x id="k2"/></g> <g id="2">[</g>OPTIONS<g id="3">]</g>'],
      'tagged',
    );
    // The space between them is put back by the protected-span layer, not here.
    expect(out).toMatch(/^<g id="1"><x id="k1"\/> ?<x id="k2"\/><\/g>/);
  });

  it('gives back every tag id even when its words vanish', async () => {
    const [out] = await en(['It is <g id="7"> </g>good.'], 'tagged');
    expect(out).toContain('<g id="7">');
    expect(out).toContain('</g>');
  });

  it('writes the parts of a hyphenated compound as separate words, inside a tag too', async () => {
    const [plain, tagged, name, linked] = await en(
      [
        'A non-empty line in a two-column layout (really).',
        'A <g id="1">well-known</g> fact.',
        'Inria Paris-Rocquencourt',
        'Usually <g id="1">cap-height</g> in size.',
      ],
      'tagged',
    );
    expect(plain).toBe('Una línea no vacía en un diseño de dos columnas (realmente).');
    // A hyphen Apertium keeps stays attached to both words.
    expect(name).toBe('Inria París-Rocquencourt');
    expect(linked).toContain('<g id="1">tapón-cota</g>');
    expect(tagged).toBe('Un hecho <g id="1">bien sabido</g>.');
  });

  it('keeps a footnote mark of signs alone in its run, after its word, and letters set apart stay unspaced', async () => {
    const [marks, index] = await en(
      [
        'Ann Author<g id="2">†</g> and Second Author<g id="4">‡</g> are here.',
        'The value x<g id="1">i</g> is large.',
      ],
      'tagged',
    );
    expect(marks).toBe('Ann Autor<g id="2">†</g> y Segundo Autor<g id="4">‡</g> son aquí.');
    expect(index).toContain('x<g id="1">i</g>');
  });

  it('reorders no words across a semicolon set in a run of its own (a bold list of concepts)', async () => {
    const [out] = await en(['Embedded systems<g id="3">;</g> <g id="4">Redundancy</g>; Robotics'], 'tagged');
    expect(out).toMatch(
      /^Embedded sistemas(<g id="3">;<\/g>|;<g id="3"><\/g>) <g id="4">Redundancia<\/g>; Robótica$/u,
    );
  });

  it('does not mark unknown words and keeps reserved characters', async () => {
    const [out] = await en(['Zorblax likes x\\y [c] ^d$ e/f h@i *j #k {l} ~m.']);
    expect(out).toContain('Zorblax');
    expect(out).not.toMatch(/[*#@]Zorblax/);
    for (const piece of ['x\\y', '[c]', '^d$', 'e/f', 'h@i', '*j', '#k', '{l}', '~m'])
      expect(out).toContain(piece);
  });

  it("translates RFC 2119's keywords in capitals as the modal verbs they are, in capitals, none dropped", async () => {
    const [rules, support, heading, inline] = await en([
      'Implementations MUST NOT send this. Clients SHALL retry. Servers MAY ignore it. This field is REQUIRED.',
      'An implementation MUST support TLS.',
      'SECURITY CONSIDERATIONS',
      'See SECURITY CONSIDERATIONS below.',
    ]);
    // MUST NOT is a prohibition (NO DEBEN), not "need not" (NO TIENEN QUE); SHALL is MUST.
    expect(rules).toContain('NO DEBEN enviar');
    expect(rules).toMatch(/clientes DEBEN retry/iu);
    expect(rules).toContain('PUEDEN');
    expect(rules).toContain('REQUERIDO');
    expect(rules).not.toMatch(/\b(MUST|NOT|SHALL|MAY|REQUIRED)\b/u);
    expect(`${rules} ${support}`).not.toMatch(/mosto|mayo|tienen que/iu);
    expect(support).toContain('DEBE');
    expect(heading).toBe('CONSIDERACIONES DE SEGURIDAD');
    expect(inline).toMatch(/CONSIDERACIONES de SEGURIDAD/u);
    const [tagged] = await en(
      ['Servers <g id="1">MAY</g> ignore <g id="2">SECURITY CONSIDERATIONS</g>.'],
      'tagged',
    );
    expect(tagged).toContain('<g id="1">PUEDEN</g>');
    expect(tagged).toMatch(/<g id="2">CONSIDERACIONES<\/g> de <g id="2">SEGURIDAD<\/g>/u);
  });

  it('leaves no word of the pivot language in a pivoted translation: the source word takes its place', async () => {
    // eng-spa writes "rehusar", "apalabras" (agree to, one multiword unit), "zorro marrón";
    // es-fr and es-pt know none of them.
    const [reject] = await en(['The server MUST reject the request.'], 'text', 'fr');
    expect(reject).toMatch(/^Le serveur DOIT reject la demande\.$/u);
    const [agree, fox] = await en(
      [
        'Our company collects data only when you agree to it.',
        'The brown fox refuses *these* requests (#2).',
      ],
      'text',
      'pt',
    );
    expect(agree).toContain('agree to');
    expect(fox).toContain('fox brown');
    expect(`${agree} ${fox}`).not.toMatch(/apalabras|zorro|marrón|\b(el|los|que)\b/iu);
    // Signs the generator writes bare are not taken for its marks of unknown words.
    expect(fox).toContain('*estas* petições (#2)');
    // A word neither step knows stays as the source has it.
    expect(await en(['Clients retry.'], 'text', 'fr')).toEqual([expect.stringMatching(/^\S+ retry\.$/u)]);
  });

  it('keeps the space before a tag that ends the segment', async () => {
    expect(await en(['Online <x id="1"/>'], 'tagged')).toEqual(['On-line <x id="1"/>']);
  });

  it('leaves no blank before a full stop where the source had none', async () => {
    // Apertium writes `Esto es Turner .` for `This is Turner.`
    expect(await en(['This is Turner.', 'It is Turner, they say.'])).toEqual([
      'Esto es Turner.',
      expect.stringMatching(/^Es Turner, /),
    ]);
  });

  it('returns one translation per segment for a large batch, keeping outer whitespace', async () => {
    const segments = Array.from({ length: 300 }, (_, i) => ` Dog number ${i} is happy. `);
    const out = await en(segments);
    expect(out).toHaveLength(300);
    out.forEach((translation, i) => {
      expect(translation).toMatch(new RegExp(`^ .*${i}.* $`));
      expect(translation).toContain('perro');
    });
  });

  it('splits a large request across its pipelines and gives every segment back in order', async () => {
    // Small batches: 400 segments make dozens of batches that the two pipelines take in turns.
    const split = createLocalProvider({ pipelinesPerPair: 2, maxBatchChars: 300 });
    try {
      const ask = (segments: string[], format: 'text' | 'tagged', to: string) =>
        split.translate({ segments, from: 'en', to, format }).then((result) => result.translations);
      const text = await ask(
        Array.from({ length: 400 }, (_, i) => `Dog number ${i} is happy.`),
        'text',
        'es',
      );
      expect(split.running().filter((pipeline) => pipeline.mode === 'eng-spa')).toHaveLength(2);
      expect(text).toHaveLength(400);
      text.forEach((translation, i) => {
        expect(translation.match(/\d+/g)).toEqual([String(i)]);
        expect(translation).toContain('perro');
      });
      const tagged = await ask(
        Array.from({ length: 120 }, (_, i) => `The <g id="${i}">red</g> house ${i} is big.`),
        'tagged',
        'pt',
      );
      expect(tagged).toHaveLength(120);
      tagged.forEach((translation, i) => {
        expect(translation).toContain(`<g id="${i}">`);
        expect(translation.replace(/<[^>]*>/g, '').match(/\d+/g)).toEqual([String(i)]);
      });
    } finally {
      await split.close?.();
    }
  });

  it('answers a one-line request between the batches of a large one', async () => {
    const one = createLocalProvider({ pipelinesPerPair: 1, maxBatchChars: 300 });
    try {
      await one.warm([{ from: 'en', to: 'es' }]);
      const finished: string[] = [];
      const large = one
        .translate({
          segments: Array.from({ length: 400 }, (_, i) => `Dog number ${i} is happy.`),
          from: 'en',
          to: 'es',
          format: 'text',
        })
        .then(() => finished.push('large'));
      const small = one
        .translate({ segments: ['Good morning.'], from: 'en', to: 'es', format: 'text' })
        .then(() => finished.push('small'));
      await Promise.all([large, small]);
      expect(finished).toEqual(['small', 'large']);
    } finally {
      await one.close?.();
    }
  });

  it('warms every pipeline of a pair ahead of time, pivots included, and refuses unknown pairs', async () => {
    const ready = createLocalProvider({ pipelinesPerPair: 2 });
    try {
      await ready.warm([{ from: 'en', to: 'pt' }]);
      const modes = ready.running().map((pipeline) => pipeline.mode);
      expect(modes.sort()).toEqual(['eng-spa', 'eng-spa', 'es-pt', 'es-pt']);
      await expect(ready.warm([{ from: 'en', to: 'ja' }])).rejects.toMatchObject({
        code: 'unsupported-pair',
      });
    } finally {
      await ready.close?.();
    }
  });

  it('starts as many pipelines as CPUs by default, at most 4', async () => {
    const own = createLocalProvider();
    try {
      await own.translate({ segments: ['Hello.'], from: 'en', to: 'es', format: 'text' });
      await expect
        .poll(() => own.running().length, { timeout: 60_000 })
        .toBe(Math.min(availableParallelism(), 4));
    } finally {
      await own.close?.();
    }
  });

  it('stops at once when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      local.translate({
        segments: ['Hello.'],
        from: 'en',
        to: 'es',
        format: 'text',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it('pivots through Spanish when there is no direct pair', async () => {
    const [out] = await en(['The house is red.'], 'text', 'pt');
    expect(out).toContain('casa');
    expect(out).toContain('vermelha');
  });

  it('refuses a pair it cannot do', async () => {
    await expect(en(['Hello'], 'text', 'ja')).rejects.toMatchObject({ code: 'unsupported-pair' });
    await expect(
      local.translate({ segments: ['x'], from: 'auto', to: 'es', format: 'text' }),
    ).rejects.toBeInstanceOf(EngineError);
  });

  it('restarts a pipeline that died', async () => {
    const own = createLocalProvider();
    try {
      expect(
        (await own.translate({ segments: ['Good morning.'], from: 'en', to: 'es', format: 'text' }))
          .translations[0],
      ).toContain('Buenos');
      const warm = own.running();
      expect(warm.map((pipeline) => pipeline.mode)).toContain('eng-spa');
      // Each pipeline is its own process group: kill them all behind the provider's back.
      for (const { pid } of warm) process.kill(-pid, 'SIGKILL');
      const killed = new Set(warm.map(({ pid }) => pid));
      await expect
        .poll(() => own.running().some(({ pid }) => killed.has(pid)), { timeout: 60_000 })
        .toBe(false);
      const again = await own.translate({
        segments: ['Good morning.'],
        from: 'en',
        to: 'es',
        format: 'text',
      });
      expect(again.translations[0]).toContain('Buenos');
    } finally {
      await own.close?.();
    }
  });

  it('stops an idle pipeline and starts it again when needed', async () => {
    const idle = createLocalProvider({ idleMs: 50 });
    try {
      const ask = () => idle.translate({ segments: ['Good night.'], from: 'en', to: 'es', format: 'text' });
      expect((await ask()).translations[0]).toContain('Noche');
      await expect.poll(() => idle.running(), { timeout: 60_000 }).toEqual([]);
      expect((await ask()).translations[0]).toContain('Noche');
    } finally {
      await idle.close?.();
    }
  });

  it('bounds a request with a timeout', async () => {
    const slow = createLocalProvider({ timeoutMs: 1 });
    try {
      await expect(
        slow.translate({ segments: ['Hello.'], from: 'en', to: 'es', format: 'text' }),
      ).rejects.toMatchObject({
        code: 'timeout',
      });
    } finally {
      await slow.close?.();
    }
  });
});

describe('mode table', () => {
  it('prefers 3-letter Debian pairs and maps them to ISO 639-1', () => {
    const table = buildModeTable(['en-es', 'eng-spa', 'spa-eng', 'es-pt', 'eng-cat_valencia', 'es-eo-no_cg']);
    expect(table.modes.get('en>es')).toBe('eng-spa');
    expect(table.pairs).toContainEqual({ from: 'en', to: 'pt', pivot: 'es' });
    expect(table.pairs.some((pair) => pair.to === 'eo')).toBe(false);
  });

  it("offers Debian's Urdu–Hindi pair (apertium-urd-hin) as hi→ur and ur→hi", () => {
    const table = buildModeTable(['hin-urd', 'urd-hin', 'eng-spa']);
    expect(table.modes.get('hi>ur')).toBe('hin-urd');
    expect(table.pairs).toContainEqual({ from: 'ur', to: 'hi' });
  });
});
