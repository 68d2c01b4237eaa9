import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedStrings, mergeChanges, shownValue } from './browser/merge-changes.js';

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The lines of `after` that differ from `before`'s line at the same place (files of the same length). */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};

describe('a save as a three-way merge', () => {
  const base = text({ group: { a: 'A', b: 'B', c: 'C' }, other: { x: 'X' } });

  it("applies the form's change to the file as it is now, keeping a change made on disk meanwhile", () => {
    const form = text({ group: { a: 'A', b: 'B (form)', c: 'C' }, other: { x: 'X' } });
    const disk = text({ group: { a: 'A', b: 'B', c: 'C (disk)' }, other: { x: 'X' } });
    expect(mergeChanges({ base, form, disk })).toEqual({
      text: text({ group: { a: 'A', b: 'B (form)', c: 'C (disk)' }, other: { x: 'X' } }),
      conflicts: [],
    });
  });

  it('refuses a string both changed to different texts, with both, and writes nothing', () => {
    const form = text({ group: { a: 'A', b: 'B (form)', c: 'C (form)' }, other: { x: 'X' } });
    const disk = text({ group: { a: 'A', b: 'B (disk)', c: 'C' }, other: { x: 'X' } });
    expect(mergeChanges({ base, form, disk })).toEqual({
      conflicts: [{ key: 'group.b', disk: 'B (disk)', form: 'B (form)' }],
    });
  });

  it('takes a string both changed to the same text as agreed', () => {
    const both = text({ group: { a: 'A', b: 'B2', c: 'C' }, other: { x: 'X' } });
    expect(mergeChanges({ base, form: both, disk: both })).toEqual({ text: both, conflicts: [] });
  });

  it("settles a conflict by the editor's choice, made for these two texts only", () => {
    const form = text({ group: { a: 'A (form)', b: 'B (form)', c: 'C' }, other: { x: 'X' } });
    const disk = text({ group: { a: 'A', b: 'B (disk)', c: 'C' }, other: { x: 'X' } });
    const choice = { key: 'group.b', disk: 'B (disk)', form: 'B (form)' };
    expect(mergeChanges({ base, form, disk }, [{ ...choice, keep: 'disk' }]).text).toBe(
      text({ group: { a: 'A (form)', b: 'B (disk)', c: 'C' }, other: { x: 'X' } }),
    );
    expect(mergeChanges({ base, form, disk }, [{ ...choice, keep: 'form' }]).text).toBe(
      text({ group: { a: 'A (form)', b: 'B (form)', c: 'C' }, other: { x: 'X' } }),
    );
    // The disk changed again after the choice: the editor is asked again.
    const later = disk.replace('B (disk)', 'B (disk, later)');
    expect(mergeChanges({ base, form, disk: later }, [{ ...choice, keep: 'form' }]).conflicts).toEqual([
      { key: 'group.b', disk: 'B (disk, later)', form: 'B (form)' },
    ]);
  });

  it('removes a string the form cleared, and its group once empty, unless the disk changed it meanwhile', () => {
    const overrides = text({ one: { a: 'A' }, two: { b: 'B', c: 'C' } });
    const cleared = text({ two: { b: 'B', c: 'C' } });
    expect(mergeChanges({ base: overrides, form: cleared, disk: overrides }).text).toBe(cleared);
    const changed = text({ one: { a: 'A2' }, two: { b: 'B', c: 'C' } });
    expect(mergeChanges({ base: overrides, form: cleared, disk: changed }).conflicts).toEqual([
      { key: 'one.a', disk: 'A2', form: undefined },
    ]);
  });

  it('puts a new string after the one before it in the form, and keeps one added on disk where it is', () => {
    const overrides = text({ group: { b: 'B', d: 'D' } });
    const form = text({ group: { a: 'A', b: 'B', c: 'C', d: 'D' }, fresh: { x: 'X' } });
    const disk = text({ group: { b: 'B', d: 'D', e: 'E' } });
    expect(mergeChanges({ base: overrides, form, disk }).text).toBe(
      text({ group: { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' }, fresh: { x: 'X' } }),
    );
  });

  it('keeps the layout of the file on disk: its order and escapes, and numbers and flags as JSON', () => {
    const form = '{\n  "order": 20,\n  "quote": "Hi",\n  "name": "N"\n}\n';
    const disk = '{\n  "name": "N",\n  "quote": "Hi\\u2060!",\n  "order": 10,\n  "illustrative": true\n}\n';
    expect(mergeChanges({ base: '{ "name": "N", "quote": "Hi", "order": 10 }', form, disk }).text).toBe(
      '{\n  "name": "N",\n  "quote": "Hi\\u2060!",\n  "order": 20,\n  "illustrative": true\n}\n',
    );
  });

  it('changes exactly the two lines of a dictionary that the form and the disk changed', () => {
    const spanish = readFileSync('src/i18n/locales/es.json', 'utf8');
    const form = spanish.replace('"cta": "Escríbenos"', '"cta": "Escríbenos hoy"');
    const disk = spanish.replace('"mailSubject": "Consulta sobre Adhera"', '"mailSubject": "Pregunta"');
    const { text: merged } = mergeChanges({ base: spanish, form, disk });
    expect(changedLines(spanish, merged!).map((line) => line.trim())).toEqual([
      '"cta": "Escríbenos hoy",',
      '"mailSubject": "Pregunta"',
    ]);
  });

  it('says which file is not JSON on disk, instead of writing over it', () => {
    expect(() => mergeChanges({ base, form: base, disk: '<<<<<<< HEAD\n{', name: 'es.json' })).toThrow(
      /^es\.json on disk is not a JSON object now/,
    );
  });
});

describe('what changed between two texts of a file', () => {
  it('lists each string that differs, with both values', () => {
    expect(
      changedStrings(text({ a: 'A', g: { b: 'B' }, n: 1 }), text({ a: 'A', g: { b: 'B2', c: 'C' }, n: 1 })),
    ).toEqual([
      { key: 'g.b', before: 'B', after: 'B2' },
      { key: 'g.c', before: undefined, after: 'C' },
    ]);
  });

  it('shows strings as written, other values as JSON, and none as (none)', () => {
    expect([shownValue('Hi “you”'), shownValue(10), shownValue(true), shownValue(undefined)]).toEqual([
      'Hi “you”',
      '10',
      'true',
      '(none)',
    ]);
  });
});
