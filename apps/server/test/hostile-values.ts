// Hostile values, and where to put them: every field of a zod schema, found by walking the schema.

/** A hostile value as raw JSON text, so it can be what JSON.stringify cannot write (1e400, deep nesting). */
export interface Hostile {
  label: string;
  json: string;
}

const DEPTH = 10_000;
/** Just under the callable route's 1 MB body limit, so the string reaches validation. */
const LONG = 1_000_000;

export const HOSTILE_VALUES: Hostile[] = [
  { label: 'NUL', json: '"\\u0000"' },
  { label: 'NUL inside', json: '"a\\u0000b"' },
  { label: 'lone high surrogate', json: '"\\ud800"' },
  { label: 'lone low surrogate inside', json: '"a\\udfffb"' },
  { label: '1 MB string', json: JSON.stringify('a'.repeat(LONG)) },
  { label: '10,000 nested arrays', json: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
  { label: '10,000 nested objects', json: '{"a":'.repeat(DEPTH) + '0' + '}'.repeat(DEPTH) },
  { label: '__proto__ key', json: '{"__proto__":{"polluted":true}}' },
  { label: 'constructor key', json: '{"constructor":{"prototype":{"polluted":true}}}' },
  { label: '"__proto__"', json: '"__proto__"' },
  { label: '"constructor"', json: '"constructor"' },
  { label: '1e308', json: '1e308' },
  { label: '1e400', json: '1e400' },
  { label: '-1', json: '-1' },
  { label: '0', json: '0' },
  { label: '0.5', json: '0.5' },
  { label: '2^53 + 1', json: '9007199254740993' },
  { label: '"NaN"', json: '"NaN"' },
  { label: '"-1"', json: '"-1"' },
  { label: 'empty string', json: '""' },
  { label: 'whitespace', json: '" \\t\\n "' },
  { label: 'path traversal', json: '"../../../etc/passwd"' },
  { label: 'SQL', json: `"' OR 1=1; DROP TABLE users; --"` },
  { label: 'LIKE wildcards', json: '"%_\\\\%"' },
  { label: 'control and bidi characters', json: '"\\u0001\\u001b[31m\\u202e\\ufeff"' },
  { label: 'array', json: '["x"]' },
  { label: 'empty array', json: '[]' },
  { label: 'object', json: '{}' },
  { label: 'true', json: 'true' },
  { label: 'null', json: 'null' },
];

/**
 * The values that probe text, nesting and types, for endpoints whose every request is costly
 * (better-auth's): the rest of the corpus only varies what its own schemas already refuse.
 */
export const CORE_VALUES = HOSTILE_VALUES.filter((value) =>
  [
    'NUL',
    'NUL inside',
    'lone high surrogate',
    'lone low surrogate inside',
    '1 MB string',
    '10,000 nested arrays',
    '10,000 nested objects',
    '__proto__ key',
    'constructor key',
    'array',
    'object',
    '-1',
    'true',
    'null',
  ].includes(value.label),
);

/** Where dataWith puts the hostile value; jsonWith swaps in its raw JSON. */
export const MARKER = '@@hostile@@';
export function jsonWith(value: unknown, hostile: Hostile): string {
  return JSON.stringify(value).replace(JSON.stringify(MARKER), () => hostile.json);
}

/** A callable's request body: `{data}` with the hostile value in place of the marker. */
export const bodyWith = (data: unknown, hostile: Hostile) => jsonWith({ data }, hostile);

/** Hostile URL path segments, already percent-encoded. */
export const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a surrogate encoded as UTF-8: not valid UTF-8
  '%FF%FE',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e308',
  'NaN',
  'x'.repeat(4000),
  '%25',
];

/** Hostile query strings (after the `?`). */
export const HOSTILE_QUERIES = [
  'exp=%00&sig=%00',
  'exp=1e308&sig=x',
  'exp=-1&sig=%ED%A0%80',
  'exp=NaN&sig=',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'exp=1&exp=2&sig=a&sig=b',
  'token=%00&callbackURL=%00',
];

// zod 4 schemas, walked through their definitions (the same for every copy of zod 4).
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}
export interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}

export type FieldPath = (string | number)[];

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

/** The schema under optional/nullable/default/pipe wrappers. */
function bare(schema: Schema): Schema {
  const def = schema._zod.def;
  if (WRAPPERS.includes(def.type) && def.innerType) return bare(def.innerType);
  if (def.type === 'pipe' && def.in) return bare(def.in);
  if (def.type === 'lazy' && def.getter) return bare(def.getter());
  return schema;
}

/** Every field of an object schema, nested objects and array elements (index 0) included. */
export function fieldPaths(schema: Schema, prefix: FieldPath = []): FieldPath[] {
  const def = bare(schema)._zod.def;
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) => [
      [...prefix, key],
      ...fieldPaths(field, [...prefix, key]),
    ]);
  if (def.type === 'array' && def.element)
    return [[...prefix, 0], ...fieldPaths(def.element, [...prefix, 0])];
  return [];
}

/** Real ids of the signed-in user's things, so a valid field takes the call past "not found". */
export interface SampleIds {
  user: string;
  folder: string;
  translation: string;
  upload: string;
  file: string;
}

function idsFor(key: string, ids: SampleIds | undefined): string[] {
  if (!ids) return [];
  if (/upload/i.test(key)) return [ids.upload];
  if (/^file(Id)?$/i.test(key)) return [ids.file];
  if (/folder|parent/i.test(key)) return [ids.folder];
  if (/translation|document/i.test(key)) return [ids.translation];
  if (/user/i.test(key)) return [ids.user];
  return [];
}

const STRINGS = ['x', 'notes.txt', '#a855f7', 'aGVsbG8=', 'user@example.com', 'correct horse 1'];

/** A value the field's schema accepts (undefined when it may be left out). */
function sample(schema: Schema, key: string, ids: SampleIds | undefined): unknown {
  if (schema.safeParse(undefined).success) return undefined;
  const s = bare(schema);
  const def = s._zod.def;
  const candidates: unknown[] = [];
  if (def.type === 'object') candidates.push(sampleObject(s, ids));
  if (def.type === 'array' && def.element) candidates.push([sample(def.element, key, ids)], []);
  if (def.type === 'enum' && def.entries) candidates.push(...Object.values(def.entries));
  if (def.type === 'literal' && def.values) candidates.push(...def.values);
  if (def.type === 'union' && def.options) candidates.push(...def.options.map((o) => sample(o, key, ids)));
  if (def.type === 'boolean') candidates.push(true);
  if (def.type === 'number') candidates.push(1, 0);
  if (def.type === 'string') candidates.push(...idsFor(key, ids), ...STRINGS);
  candidates.push(null);
  const valid = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (valid === undefined)
    throw new Error(`no valid sample for field '${key}' (${def.type}): add one to hostile-values.ts`);
  return valid;
}

function sampleObject(schema: Schema, ids: SampleIds | undefined): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(bare(schema)._zod.def.shape ?? {})) {
    const value = sample(field, key, ids);
    if (value !== undefined) object[key] = value;
  }
  return object;
}

/** Valid data for the schema with MARKER at `path` (containers on the way built valid too). */
export function dataWith(schema: Schema, path: FieldPath, ids?: SampleIds): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return MARKER;
  const def = bare(schema)._zod.def;
  if (def.type === 'array' && def.element) return [dataWith(def.element, rest, ids)];
  const field = def.shape?.[head];
  if (!field) throw new Error(`no field ${String(head)} in schema`);
  return { ...sampleObject(schema, ids), [head]: dataWith(field, rest, ids) };
}
