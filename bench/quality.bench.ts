// Translation quality English→Spanish: chrF2 and BLEU (sacreBLEU's defaults, packages/engine/src/
// quality) of every configured provider on the full sentences of PostgreSQL's Spanish gettext
// catalogues (bench/quality/postgres-set.ts), against raw `apertium -u eng-spa` on the same
// sentences in the same run: what our pipeline around Apertium adds or costs. Then the same run with
// a 20-term glossary (bench/quality/glossary.ts): how often each provider writes the glossary's
// target where the source has the term, without and with it. Prints tables; never fails.
// Run: node bench/quality.bench.ts [--limit=N]  (google, azure, deepl, llm when configured)
import { providersConfigFromEnv } from '../packages/engine/src/config.ts';
import { createProvider } from '../packages/engine/src/providers/index.ts';
import { corpusBleu, corpusChrf } from '../packages/engine/src/quality/index.ts';
import { createSegmentTranslator } from '../packages/engine/src/segment-translator.ts';
import type { Glossary, ProviderName } from '../packages/engine/src/types.ts';
import { BENCH_GLOSSARY, termUse } from './quality/glossary.ts';
import { postgresSentencePairs } from './quality/postgres-set.ts';
import { rawApertium } from './raw-apertium.ts';

const BATCH = 50;
const limitArg = process.argv.find((arg) => arg.startsWith('--limit='));
const limit = limitArg ? Number(limitArg.slice('--limit='.length)) : Infinity;

interface Row {
  name: string;
  translations: string[];
  seconds: number;
}

/** One raw Apertium process over every sentence, a blank line between them (kept by Apertium). */
async function rawApertiumRow(sentences: string[]): Promise<Row> {
  const { output, seconds } = await rawApertium(sentences.join('\n\n'));
  const translations = output.trim().split(/\n\s*\n/);
  if (translations.length !== sentences.length)
    throw new Error(`apertium gave ${translations.length} paragraphs for ${sentences.length} sentences`);
  return { name: 'raw apertium (baseline)', translations, seconds };
}

/** The sentences through the provider, as documents go (protected spans, the glossary when given). */
async function throughProvider(
  name: ProviderName,
  sentences: string[],
  glossary?: Glossary,
): Promise<Row | string> {
  const provider = createProvider(name, providersConfigFromEnv());
  try {
    if (!(await provider.available())) return 'not available on this machine';
    const started = performance.now();
    const { translate } = createSegmentTranslator({
      provider,
      from: 'en',
      to: 'es',
      ...(glossary ? { glossary } : {}),
      onProgress: () => undefined,
      totalCharacters: 0,
      batchSegments: BATCH,
    });
    const translations = await translate(sentences, 'text');
    return {
      name: glossary ? `${name} + glossary` : name,
      translations,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await provider.close?.();
  }
}

async function main() {
  const { pairs: all, files } = postgresSentencePairs();
  if (all.length === 0) {
    console.log(
      'No PostgreSQL Spanish catalogues found: install Debian postgresql (scripts/setup-system.sh).',
    );
    return;
  }
  const pairs = all.slice(0, limit);
  const sources = pairs.map((p) => p.source);
  const references = [pairs.map((p) => p.reference)];
  console.log(
    `Test set: ${pairs.length} English→Spanish sentence pairs from ${files.length} PostgreSQL catalogues ` +
      `(Debian postgresql, PostgreSQL Licence), ${sources.join(' ').split(/\s+/).length} English words`,
  );

  const baseline = await rawApertiumRow(sources);
  const baselineChrf = corpusChrf(baseline.translations, references).score;
  const rows: (Row | { name: string; skipped: string })[] = [baseline];
  const configured = providersConfigFromEnv();
  const names: ProviderName[] = [
    'local',
    ...(['google', 'azure', 'deepl', 'llm'] as const).filter((n) => configured[n]),
  ];
  for (const name of names) {
    for (const glossary of [undefined, BENCH_GLOSSARY]) {
      const row = await throughProvider(name, sources, glossary);
      rows.push(typeof row === 'string' ? { name, skipped: row } : row);
      if (typeof row === 'string') break;
    }
  }

  const words = sources.join(' ').split(/\s+/).length;
  console.log(
    `\nprovider                  chrF2    BLEU   seconds   words/s   chrF2 vs baseline   glossary terms as given`,
  );
  for (const row of rows) {
    if ('skipped' in row) {
      console.log(`${row.name.padEnd(24)}  not measured (${row.skipped})`);
      continue;
    }
    const chrf = corpusChrf(row.translations, references).score;
    const bleu = corpusBleu(row.translations, references).score;
    const terms = termUse(sources, row.translations, BENCH_GLOSSARY);
    console.log(
      `${row.name.padEnd(24)} ${chrf.toFixed(2).padStart(6)}  ${bleu.toFixed(2).padStart(6)}  ` +
        `${row.seconds.toFixed(1).padStart(8)}  ${(words / row.seconds).toFixed(0).padStart(8)}   ` +
        `${(chrf / baselineChrf).toFixed(3).padStart(8)}x          ${terms.given}/${terms.occurrences}`,
    );
  }
  const example = pairs.findIndex((p) => p.source.split(/\s+/).length < 12);
  if (example >= 0) {
    console.log(`\nexample  source   : ${pairs[example]!.source}`);
    console.log(`         reference: ${pairs[example]!.reference}`);
    console.log(`         apertium : ${baseline.translations[example]}`);
  }
}

await main().catch((error: unknown) => console.log(`benchmark did not complete: ${String(error)}`));
