import { describe, expect, it } from 'vitest';
import { codeLines, folderCycles, importGraph, importsOf, sourceFiles, upwardImports } from './layers.mjs';

const edges = importGraph(sourceFiles());

describe('tools/layers.mjs on the tree', () => {
  it('reads the imports of every layer', () => {
    const folders = new Set(edges.map(({ from }) => from.split('/')[0]));
    for (const folder of ['src', 'lib', 'deploy', 'integrations', 'tools', 'tests']) expect(folders).toContain(folder);
  });

  it('finds no import from a lower layer to a higher one (tools never import tests)', () => {
    expect(upwardImports(edges).map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('finds no folders that import each other, at any depth', () => {
    expect(folderCycles(edges).map(({ folders }) => folders)).toEqual([]);
  });
});

describe('tools/layers.mjs rules', () => {
  it('calls an import upward when it reaches a higher layer or a folder beside its own', () => {
    const found = upwardImports([
      { from: 'src/a.ts', to: 'lib/b.mjs' },
      { from: 'tools/a.mjs', to: 'tests/b.ts' },
      { from: 'deploy/a.mjs', to: 'integrations/b.mjs' },
      { from: 'tools/a.mjs', to: 'lib/b.mjs' },
      { from: 'tests/a.ts', to: 'tools/harness/b.ts' },
      { from: 'playwright.config.ts', to: 'tests/b.ts' },
    ]);
    expect(found.map(({ from }) => from)).toEqual(['src/a.ts', 'tools/a.mjs', 'deploy/a.mjs']);
  });

  it('finds a cycle between folders, at the top and below it', () => {
    const cycles = folderCycles([
      { from: 'src/a/x.ts', to: 'src/b/y.ts' },
      { from: 'src/b/y.ts', to: 'src/a/z.ts' },
      { from: 'tools/x.mjs', to: 'tests/y.ts' },
      { from: 'tests/y.ts', to: 'tools/z.mjs' },
      { from: 'lib/x.mjs', to: 'src/a/x.ts' },
    ]);
    expect(cycles.map(({ folders }) => folders)).toEqual([
      ['tests', 'tools'],
      ['src/a', 'src/b'],
    ]);
  });

  it("reads an .astro file's frontmatter and scripts, and every kind of relative import", () => {
    const astro =
      "---\nimport A from '../a.astro';\n---\n<p>import x from './not-code'</p>\n<script>import './b.ts';</script>";
    expect(importsOf('src/c/page.astro', astro)).toEqual(['src/a.astro', 'src/c/b.ts']);
    const ts = "import x from 'pkg';\nexport { y } from './y.ts';\nconst z = await import('../z.mjs?raw');";
    expect(importsOf('tools/harness/t.ts', ts)).toEqual(['tools/harness/y.ts', 'tools/z.mjs']);
  });

  it('counts the lines that hold code', () => {
    expect(codeLines('/**\n * doc\n */\nconst a = 1;\n\n// note\nexport { a };\n')).toBe(2);
  });
});
