import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paint } from '../../integrations/palette.mjs';
import { PALETTE } from './palette.mjs';

const ROOT = new URL('../../', import.meta.url);
/**
 * The project's own files that may hold colours: styles, components, art, code. Read from the folders, not from
 * git, so that a scratch copy of the project (tests/project-copy.ts) checks its own files.
 */
const files = ['src', 'integrations', 'tools']
  .flatMap((folder) =>
    readdirSync(new URL(folder, ROOT), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.(css|astro|svg|tsx?|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

describe('the brand palette', () => {
  it('is the only place a brand colour is written', () => {
    const values = Object.values(PALETTE).map((hex) => hex.toLowerCase());
    const copies = files
      .filter((file) => file !== 'src/config/palette.mjs')
      .flatMap((file) => {
        const text = readFileSync(new URL(file, ROOT), 'utf8').toLowerCase();
        return values.filter((hex) => text.includes(hex)).map((hex) => `${file}: ${hex}`);
      });
    expect(copies).toEqual([]);
  });

  it('has a colour for every role the styles and the art name', () => {
    for (const file of files) expect(() => paint(readFileSync(new URL(file, ROOT), 'utf8'), file)).not.toThrow();
  });

  it('writes a role in kebab case as its colour, and names an unknown one', () => {
    expect(paint('fill="var(--palette-brand-deep)"')).toBe(`fill="${PALETTE.brandDeep}"`);
    expect(() => paint('var(--palette-berry)', 'x.svg')).toThrow('x.svg: no palette role "berry"');
  });
});
