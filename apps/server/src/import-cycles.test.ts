import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Arrows point down (issue 33): no folder of the server imports, through any path, from a folder
// that imports it, and no file from a file that imports it. Type-only imports are left out (they
// vanish at run time). The circles there were when this test came are listed; the list only shrinks.

const ROOT = import.meta.dirname;

/** Every value import between the server's own files, as file -> files. */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = (readdirSync(ROOT, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const targets = new Set<string>();
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(
      /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gm,
    ))
      if (!typeOnly) targets.add(path.normalize(path.join(path.dirname(file), specifier!)));
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted, sorted by their first. */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The same graph between folders (a file at the top is a node of its own). */
function folderGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const folder = (file: string) => file.split(path.sep)[0]!;
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folder(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) if (folder(target) !== from) graph.get(from)!.add(folder(target));
  }
  return graph;
}

describe('imports between server modules', () => {
  const files = importGraph();

  it('make no circle between files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('make no circle between folders', () => {
    expect(circles(folderGraph(files))).toEqual([]);
  });
});
