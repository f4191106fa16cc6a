// Cuts an OpenType CFF font (Latin Modern, TeX Gyre, Libertine) down to the glyphs a PDF draws,
// keeping every glyph id, with HarfBuzz's subsetter (harfbuzzjs). fontkit's own CFF subsets are
// unreadable to poppler, so such faces are embedded whole by pdf-lib and cut here before saving.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;

let harfbuzz: SubsetExports | undefined;

function exports(): SubsetExports {
  if (harfbuzz) return harfbuzz;
  const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  // The project's TypeScript libraries (no DOM) do not declare WebAssembly; Node has it.
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  harfbuzz = new wasm.Instance(new wasm.Module(readFileSync(path)), {}).exports as SubsetExports;
  return harfbuzz;
}

/** The font with only the given glyphs' outlines (and .notdef); glyph ids are unchanged. */
export function subsetKeepingGlyphIds(font: Uint8Array, glyphIds: Iterable<number>): Uint8Array {
  const hb = exports();
  const pointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, pointer);
  const blob = hb.hb_blob_create(pointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const glyphs = hb.hb_subset_input_glyph_set(input);
  hb.hb_set_add(glyphs, 0);
  for (const id of glyphIds) hb.hb_set_add(glyphs, id);
  hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  try {
    if (subset === 0) return font;
    const result = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
    hb.hb_blob_destroy(result);
    return length > 0 ? bytes : font;
  } finally {
    if (subset !== 0) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(pointer);
  }
}
