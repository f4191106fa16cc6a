#!/usr/bin/env node
// The `tolk` command: translate, analyze and list languages from a terminal.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { providersConfigFromEnv } from './config.ts';
import { EnvError } from './config/env-values.ts';
import { isProviderName, PROVIDER_NAMES } from './providers/names.ts';
import { EngineError, type FidelityReport, type Progress } from './types.ts';

// The engine (PDF, office, OCR) loads only when a command needs it: a usage error loads only the
// providers' declarations, for the variables it lists.
const engine = () => import('./index.ts');

async function usage(): Promise<string> {
  const { PROVIDERS_ENV_HELP } = await import('./providers/index.ts');
  return `Usage:
  tolk translate <file> --to <lang> [--from <lang>|auto] [--provider ${PROVIDER_NAMES.join('|')}] [--glossary terms.csv] [--bilingual] [-o <out>] [--debug-dir <dir>]
  tolk analyze <file> [--json]
  tolk languages [--provider <name>] [--json]

The providers read these environment variables:
${PROVIDERS_ENV_HELP}`;
}

class UsageError extends Error {}

function progressBar(): (progress: Progress) => void {
  let lastLine = '';
  return ({ stage, progress }) => {
    const width = 30;
    const filled = Math.round((progress / 100) * width);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(progress).padStart(3)}% ${stage}`;
    if (line === lastLine) return;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else if (line.slice(-12) !== lastLine.slice(-12) || progress === 100) process.stderr.write(`${line}\n`);
    lastLine = line;
  };
}

/** Beside the input, named for the target language; a HEIC comes out as a JPEG, so it gets .jpg. */
function outputPaths(file: string, to: string, out: string | undefined, format: string) {
  const extension = extname(out ?? file);
  const written = !out && format === 'jpeg' && /^\.hei[cf]$/i.test(extension) ? '.jpg' : extension;
  const main = out ?? join(dirname(file), `${basename(file, extension)}.${to}${written}`);
  return {
    main,
    bilingual: join(dirname(main), `${basename(main, extname(main))}.bilingual${extname(main)}`),
  };
}

/** What the translation compromised ("2 passages on pages 4 and 9 were shrunk to fit") and what it kept verbatim. */
async function fidelityLines(report: FidelityReport): Promise<string[]> {
  const { describeFidelity } = await import('@tolk/contract');
  const kept = report.protectedSpans;
  return [
    ...describeFidelity(report),
    ...(kept > 0 ? [`${kept} span${kept === 1 ? '' : 's'} kept verbatim (addresses, code, names)`] : []),
  ];
}

/**
 * --debug-dir: each stage's plan as numbered JSON (01-lines.json, 02-blocks.json…), so a defect in
 * the output can be traced to the stage that made it.
 */
async function debugWriter(dir: string): Promise<(stage: string, plan: unknown) => void> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const order = new Map<string, number>();
  return (stage, plan) => {
    if (!order.has(stage)) order.set(stage, order.size + 1);
    const name = `${String(order.get(stage)).padStart(2, '0')}-${stage}.json`;
    writeFileSync(join(dir, name), JSON.stringify(plan, null, 1));
  };
}

/** The --glossary file (rows `source,target`; an empty target means never translate). */
async function readGlossary(path: string) {
  const { glossaryFromEntries, GlossaryFileError, parseGlossaryFile } = await import('./glossary/file.ts');
  try {
    return glossaryFromEntries(parseGlossaryFile(await readFile(path, 'utf8')));
  } catch (error) {
    if (!(error instanceof GlossaryFileError)) throw error;
    const lines = error.problems.map((problem) => `  line ${problem.line}: ${problem.reason}`);
    throw new Error(`${path} is not a glossary file tolk can read:\n${lines.join('\n')}`, { cause: error });
  }
}

async function translate(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      from: { type: 'string', default: 'auto' },
      provider: { type: 'string', default: 'local' },
      glossary: { type: 'string' },
      bilingual: { type: 'boolean', default: false },
      output: { type: 'string', short: 'o' },
      'debug-dir': { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!file || !values.to) throw new UsageError('translate needs a file and --to <lang>.');
  if (!isProviderName(values.provider)) throw new UsageError(`Unknown provider "${values.provider}".`);
  const glossary = values.glossary ? await readGlossary(values.glossary) : undefined;
  const { createProvider, translateFile } = await engine();
  const provider = createProvider(values.provider, providersConfigFromEnv());
  try {
    const result = await translateFile(await readFile(file), {
      fileName: file,
      from: values.from,
      to: values.to,
      provider,
      ...(glossary ? { glossary } : {}),
      bilingual: values.bilingual,
      onProgress: progressBar(),
      ...(values['debug-dir'] ? { debug: await debugWriter(values['debug-dir']) } : {}),
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const paths = outputPaths(file, values.to, values.output, result.format);
    await writeFile(paths.main, result.output);
    if (result.bilingual) await writeFile(paths.bilingual, result.bilingual);
    const from = result.detectedLanguage ?? values.from;
    console.log(
      `${paths.main} (${result.format}, ${from} -> ${values.to}, ${result.pages} page${result.pages === 1 ? '' : 's'})`,
    );
    if (result.bilingual) console.log(paths.bilingual);
    for (const line of await fidelityLines(result.fidelity)) console.log(line);
  } finally {
    await provider.close?.();
  }
}

async function analyze(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  const [file] = positionals;
  if (!file) throw new UsageError('analyze needs a file.');
  const { analyzeFile } = await engine();
  const { sample, ...analysis } = await analyzeFile(await readFile(file), { fileName: file });
  if (values.json) console.log(JSON.stringify({ ...analysis, sample }, null, 2));
  else for (const [key, value] of Object.entries(analysis)) console.log(`${key.padEnd(18)} ${String(value)}`);
}

async function languages(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, provider: { type: 'string' } },
  });
  const names = values.provider ? [values.provider] : undefined;
  if (names && !names.every(isProviderName)) throw new UsageError(`Unknown provider "${values.provider}".`);
  const { listLanguages } = await engine();
  const list = await listLanguages(providersConfigFromEnv(), names?.filter(isProviderName));
  if (values.json) return void console.log(JSON.stringify(list, null, 2));
  for (const entry of list) {
    console.log(`${entry.provider}: ${entry.available ? `${entry.pairs.length} pairs` : 'not available'}`);
    const direct = entry.pairs.filter((pair) => !pair.pivot).map((pair) => `${pair.from}-${pair.to}`);
    const pivoted = entry.pairs.filter((pair) => pair.pivot).map((pair) => `${pair.from}-${pair.to}`);
    if (direct.length) console.log(`  direct: ${direct.join(' ')}`);
    if (pivoted.length)
      console.log(`  through ${entry.pairs.find((pair) => pair.pivot)?.pivot}: ${pivoted.join(' ')}`);
  }
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = { translate, analyze, languages };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(
      command && command !== 'help' && command !== '--help'
        ? `Unknown command "${command}".\n${await usage()}`
        : await usage(),
    );
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  try {
    await run(rest);
    return 0;
  } catch (error) {
    if (process.stderr.isTTY) process.stderr.write('\n');
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`tolk: ${(error as Error).message}\n${await usage()}`);
      return 2;
    }
    if (error instanceof EnvError) {
      console.error(`tolk: invalid environment: ${error.message}`);
      return 2;
    }
    if (error instanceof EngineError) console.error(`tolk: ${error.message} (${error.code})`);
    else console.error(`tolk: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
