import { describe, expect, it } from 'vitest';
import { fillRegions, hostConfigs } from './host-configs.mjs';

const configs = await hostConfigs();

describe('tools/host-configs.mjs', () => {
  it.each(configs.map((config) => [config.path, config] as const))(
    '%s is as npm run hosts:write writes it from lib/url-rules.mjs (else run it)',
    (_, { current, expected }) => {
      expect(current).toBe(expected);
    },
  );

  it('rewrites only between the markers, at their indentation', () => {
    const text = 'a\n  # BEGIN generated from lib/url-rules.mjs: x\n  old\n  # END generated: x\nb\n';
    expect(fillRegions(text, { comment: '#', regions: { x: ['one', '', 'two'] } })).toBe(
      'a\n  # BEGIN generated from lib/url-rules.mjs: x\n  one\n\n  two\n  # END generated: x\nb\n',
    );
    expect(() => fillRegions('a\n', { comment: '#', regions: { x: [] } })).toThrow(/no region "x"/);
  });
});
