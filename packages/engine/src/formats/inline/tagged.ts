// Encodes a paragraph's inline content as one 'tagged' segment and decodes a translation back.
// Text in the paragraph's dominant style stays bare; text in any other style becomes
// <g id="N">…</g>; wrappers (links, insertions, inline markup) become <g> around their content;
// atoms (tabs, breaks, fields, bookmarks, images) and verbatim text (inline code) become
// <x id="N"/>. Providers may move, nest or drop tags: every atom and verbatim text is put back
// exactly once (missing ones at the end), text never vanishes.

export type Inline<A, W> =
  | { kind: 'text'; style: string; text: string }
  /** Text that must not change (inline code): sent as an atom, decoded back as text in its style. */
  | { kind: 'verbatim'; style: string; text: string }
  | { kind: 'atom'; atom: A }
  | { kind: 'wrap'; wrap: W; children: Inline<A, W>[] };

type Entry<A, W> =
  | { kind: 'style'; style: string }
  | { kind: 'atom'; atom: A }
  | { kind: 'verbatim'; style: string; text: string }
  | { kind: 'wrap'; wrap: W; style: string };

export interface EncodedInline<A, W> {
  segment: string;
  /** The translatable text without tags, verbatim text left out (for counting and language detection). */
  plain: string;
  /** The verbatim texts, in order. */
  code: string[];
  decode(translation: string): Inline<A, W>[];
}

/** The names a document sets in code: inline code texts with a letter, at least two characters long. */
export function codeNames(texts: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    const name = text.trim();
    if (name.length >= 2 && name.length <= 200 && /\p{L}/u.test(name)) names.add(name);
  }
  return [...names];
}

export function escapeTagged(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function unescapeTagged(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Merges neighbouring text items of one style, recursively. */
export function normalizeInline<A, W>(items: Inline<A, W>[]): Inline<A, W>[] {
  const out: Inline<A, W>[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.kind === 'text' || item.kind === 'verbatim') {
      if (item.text === '') continue;
      if (last?.kind === item.kind && last.style === item.style)
        out[out.length - 1] = { ...last, text: last.text + item.text };
      else out.push({ ...item });
    } else if (item.kind === 'wrap') out.push({ ...item, children: normalizeInline(item.children) });
    else out.push(item);
  }
  return out;
}

export function dominantStyle<A, W>(items: Inline<A, W>[]): string {
  const weight = new Map<string, number>();
  let first: string | undefined;
  for (const item of items) {
    if (item.kind !== 'text') continue;
    first ??= item.style;
    weight.set(item.style, (weight.get(item.style) ?? 0) + item.text.length);
  }
  let best = first ?? '';
  for (const [style, count] of weight) if (count > (weight.get(best) ?? 0)) best = style;
  return best;
}

export function plainText<A, W>(items: Inline<A, W>[]): string {
  return items
    .map((item) => (item.kind === 'text' ? item.text : item.kind === 'wrap' ? plainText(item.children) : ''))
    .join('');
}

export function encodeInline<A, W>(source: Inline<A, W>[]): EncodedInline<A, W> {
  const items = normalizeInline(source);
  const entries = new Map<number, Entry<A, W>>();
  const add = (entry: Entry<A, W>): number => {
    entries.set(entries.size + 1, entry);
    return entries.size;
  };
  const encode = (list: Inline<A, W>[], outer: string): string =>
    list
      .map((item) => {
        if (item.kind === 'atom') return `<x id="${add({ kind: 'atom', atom: item.atom })}"/>`;
        if (item.kind === 'verbatim') return `<x id="${add({ ...item })}"/>`;
        if (item.kind === 'wrap') {
          const style = dominantStyle(item.children);
          const id = add({ kind: 'wrap', wrap: item.wrap, style });
          return `<g id="${id}">${encode(item.children, style)}</g>`;
        }
        if (item.style === outer) return escapeTagged(item.text);
        return `<g id="${add({ kind: 'style', style: item.style })}">${escapeTagged(item.text)}</g>`;
      })
      .join('');
  const paragraphStyle = dominantStyle(items);
  const encoded = encode(items, paragraphStyle);
  // Providers trim segments; whitespace at the edges (outside tags) is kept aside and put back.
  const segment = encoded.trim();
  const lead = segment === '' ? encoded : encoded.slice(0, encoded.length - encoded.trimStart().length);
  const trail = segment === '' ? '' : encoded.slice(encoded.trimEnd().length);
  const code = [...entries.values()].flatMap((entry) => (entry.kind === 'verbatim' ? [entry.text] : []));
  return {
    segment,
    plain: plainText(items),
    code,
    decode: (translation) => decodeWith(`${lead}${translation.trim()}${trail}`, entries, paragraphStyle),
  };
}

type Parsed =
  { kind: 'text'; text: string } | { kind: 'x'; id: number } | { kind: 'g'; id: number; children: Parsed[] };

const TOKEN =
  /<g\s+id\s*=\s*["']?(\d+)["']?\s*>|<\/g\s*>|<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:<\/x>)?|[^<]+|</gi;

function parseTagged(translation: string): Parsed[] {
  const root: Parsed[] = [];
  const stack: Parsed[][] = [root];
  for (const match of translation.matchAll(TOKEN)) {
    const top = stack[stack.length - 1] ?? root;
    const [token, gId, xId] = match;
    if (gId !== undefined) {
      const group: Parsed = { kind: 'g', id: Number(gId), children: [] };
      top.push(group);
      stack.push(group.children);
    } else if (xId !== undefined) top.push({ kind: 'x', id: Number(xId) });
    else if (/^<\/g/i.test(token)) {
      if (stack.length > 1) stack.pop();
    } else top.push({ kind: 'text', text: unescapeTagged(token) });
  }
  return root;
}

/** An atom as it was; verbatim text as text in its own style. */
function restored<A, W>(
  entry: { kind: 'atom'; atom: A } | { kind: 'verbatim'; style: string; text: string },
): Inline<A, W> {
  return entry.kind === 'atom' ? entry : { kind: 'text', style: entry.style, text: entry.text };
}

/**
 * A provider that moves words around a link may send its tag back twice (`<g1>Click</g1> aquí
 * <g1>here</g1>`): one link of the source stays one link, spanning from its first piece to its last.
 */
export function joinSplitWraps<A, W>(list: Inline<A, W>[]): Inline<A, W>[] {
  const out: Inline<A, W>[] = [];
  for (const item of list) {
    const current = item.kind === 'wrap' ? { ...item, children: joinSplitWraps(item.children) } : item;
    const earlier =
      current.kind === 'wrap'
        ? out.findIndex((other) => other.kind === 'wrap' && other.wrap === current.wrap)
        : -1;
    const first = out[earlier];
    if (current.kind !== 'wrap' || earlier < 0 || first?.kind !== 'wrap') {
      out.push(current);
      continue;
    }
    // Everything between the two pieces joins the link, in order.
    const between = out.splice(earlier + 1);
    first.children = joinSplitWraps([...first.children, ...between, ...current.children]);
  }
  return out;
}

function decodeWith<A, W>(
  translation: string,
  entries: Map<number, Entry<A, W>>,
  paragraphStyle: string,
): Inline<A, W>[] {
  const usedAtoms = new Set<number>();
  const build = (nodes: Parsed[], style: string): Inline<A, W>[] => {
    const out: Inline<A, W>[] = [];
    for (const node of nodes) {
      if (node.kind === 'text') {
        out.push({ kind: 'text', style, text: node.text });
        continue;
      }
      const entry = entries.get(node.id);
      if (node.kind === 'x') {
        if ((entry?.kind === 'atom' || entry?.kind === 'verbatim') && !usedAtoms.has(node.id)) {
          usedAtoms.add(node.id);
          out.push(restored(entry));
        }
      } else if (entry?.kind === 'style') out.push(...build(node.children, entry.style));
      else if (entry?.kind === 'wrap')
        out.push({ kind: 'wrap', wrap: entry.wrap, children: build(node.children, entry.style) });
      else out.push(...build(node.children, style));
    }
    return out;
  };
  const result = joinSplitWraps(build(parseTagged(translation), paragraphStyle));
  for (const [id, entry] of entries) {
    if (usedAtoms.has(id)) continue;
    if (entry.kind === 'atom') result.push(restored(entry));
    // Code the provider dropped goes at the end, after a space.
    if (entry.kind === 'verbatim')
      result.push({ kind: 'text', style: paragraphStyle, text: ' ' }, restored(entry));
  }
  return normalizeInline(result);
}
