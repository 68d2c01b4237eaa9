#!/usr/bin/env node
/**
 * The project's layers and its import graph, read from the code: each folder imports only from its own layer's
 * folder and the layers below it, and no two folders import each other, directly or round a loop.
 * tools/layers.test.ts holds the tree to it; `node tools/layers.mjs` prints the graph's counts and each folder's
 * lines of code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The layers, bottom first. A folder imports from itself and from the layers below; a layer of two folders keeps
 * them apart. Files at the root (the configs) are the top layer.
 */
export const LAYERS = [
  // The site, its facts and data.
  ['src'],
  // What both the build and the tools use: the URL rules and cases, the checks the build shares with the CLIs.
  ['lib'],
  // Host configs and the code that runs on hosts; the build's steps.
  ['deploy', 'integrations'],
  // Node tooling, with tools/harness/, the test infrastructure the tools use too.
  ['tools'],
  // The test suites.
  ['tests'],
  // The root configs.
  ['.'],
];

/** Source files whose imports count; tests (beside the code or in tests/) may import from any layer. */
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|astro)$/;
const TEST = /\.(?:test|spec)\.[a-z]+$/;

/** Folders that hold no project source: packages, builds, tools' output, dot folders (.git, .astro). */
const SKIPPED = /^(?:\..*|node_modules|dist(?:-.*)?|test-results|playwright-report|coverage|review-pack|shots-report)$/;

/** The project's source files, relative to `root` with '/': read from the folders, so no git is needed. */
export function sourceFiles(root = ROOT, dir = '') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.test(entry.name) ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** A file's top folder ('.' for a file at the root), which names its layer. */
export const topFolder = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

/** The layer index of a file, or undefined for a folder outside the layers (docs/). */
export function layerOf(file) {
  const index = LAYERS.findIndex((folders) => folders.includes(topFolder(file)));
  return index < 0 ? undefined : index;
}

/** The code of a file where imports can be: an .astro file's frontmatter and scripts, any other file whole. */
function codeOf(file, text) {
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/**
 * The project files a file imports: static `import … from`, `export … from` and `import(…)` with a relative
 * specifier (a package is not a project file), resolved against the file's folder, query dropped.
 * @param {string} file relative to the root, with '/'
 * @param {string} text
 * @returns {string[]}
 */
export function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(codeOf(file, text), true, true);
  return importedFiles
    .map(({ fileName }) => fileName.split('?')[0])
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) =>
      normalize(join(dirname(file), specifier))
        .split(sep)
        .join('/'),
    );
}

/**
 * The import graph of the given files: one edge per import, from a file that is not a test.
 * @param {string[]} files relative to `root`, with '/'
 * @returns {{ from: string; to: string }[]}
 */
export function importGraph(files, root = ROOT) {
  return files
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')).map((to) => ({ from: file, to })));
}

/**
 * The imports that reach a higher layer, or a folder beside their own in the same layer.
 * @param {{ from: string; to: string }[]} edges
 * @returns {{ from: string; to: string }[]}
 */
export function upwardImports(edges) {
  return edges.filter(({ from, to }) => {
    const [own, target] = [layerOf(from), layerOf(to)];
    if (own === undefined || target === undefined) return false;
    return target > own || (target === own && topFolder(from) !== topFolder(to));
  });
}

/**
 * The strongly connected components of more than one node in a graph given as a map of node → successors
 * (Tarjan's algorithm): each is a set of nodes that reach one another.
 * @param {Map<string, Set<string>>} next
 */
function loops(next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * The folders that import each other, directly or round a loop, at every depth: the top folders (src and deploy,
 * whatever their subfolders), then their subfolders, and so on. Each cycle is its folders with the imports that
 * close it.
 * @param {{ from: string; to: string }[]} edges
 * @returns {{ folders: string[]; imports: { from: string; to: string }[] }[]}
 */
export function folderCycles(edges) {
  const cycles = [];
  const depth = Math.max(...edges.flatMap(({ from, to }) => [from, to]).map((file) => file.split('/').length - 1));
  for (let level = 1; level <= depth; level++) {
    // A file's folder, cut to `level` folders: at level 1, src/i18n/paths.ts is in src.
    const folderOf = (file) => dirname(file).split('/').slice(0, level).join('/');
    const between = edges
      .map((edge) => ({ ...edge, a: folderOf(edge.from), b: folderOf(edge.to) }))
      .filter(({ a, b }) => a !== b);
    const next = new Map();
    for (const { a, b } of between) next.set(a, new Set([...(next.get(a) ?? []), b]));
    for (const folders of loops(next)) {
      if (cycles.some((cycle) => cycle.folders.join() === folders.join())) continue;
      const imports = between.filter(({ a, b }) => folders.includes(a) && folders.includes(b));
      cycles.push({ folders, imports: imports.map(({ from, to }) => ({ from, to })) });
    }
  }
  return cycles;
}

/** Lines that hold code: not blank, and not starting as a comment's lines do (a slash pair, slash-star or star). */
export function codeLines(text) {
  return text.split('\n').filter((line) => line.trim() && !/^\s*(?:\/\/|\/\*|\*)/.test(line)).length;
}

/** Lines of code per top folder, the tests (files beside code and everything in tests/) counted apart. */
export function linesByFolder(files, root = ROOT) {
  const lines = {};
  for (const file of files) {
    const folder = topFolder(file);
    const kind = TEST.test(file) || folder === 'tests' ? 'tests' : 'code';
    lines[folder] ??= { code: 0, tests: 0 };
    lines[folder][kind] += codeLines(readFileSync(join(root, file), 'utf8'));
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = sourceFiles();
  const edges = importGraph(files);
  const upward = upwardImports(edges);
  const cycles = folderCycles(edges);
  const lines = linesByFolder(files);
  console.log('Lines of code (tests apart):');
  for (const folder of LAYERS.flat()) {
    const { code = 0, tests = 0 } = lines[folder] ?? {};
    console.log(`  ${folder.padEnd(14)} ${String(code).padStart(6)} ${String(tests).padStart(6)}`);
  }
  console.log(`${edges.length} imports between project files; ${upward.length} from a lower layer to a higher one:`);
  for (const { from, to } of upward) console.log(`  ${from} → ${to}`);
  console.log(`${cycles.length} cycles between folders:`);
  for (const { folders, imports } of cycles) {
    console.log(`  ${folders.join(' ⇄ ')}`);
    for (const { from, to } of imports) console.log(`    ${from} → ${to}`);
  }
  if (upward.length || cycles.length) process.exitCode = 1;
}
