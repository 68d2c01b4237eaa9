import { describe, expect, it } from 'vitest';
import { fillRegions, hostConfigs } from './host-configs.mjs';

describe('tools/host-configs.mjs', () => {
  it.each(hostConfigs().map((config) => [config.path, config] as const))(
    '%s carries the rules of deploy/url-rules.mjs (else run npm run hosts:write)',
    (_, { current, expected }) => {
      expect(current).toBe(expected);
    },
  );

  it('rewrites only between the markers, at their indentation', () => {
    const text = 'a\n  # BEGIN generated from deploy/url-rules.mjs: x\n  old\n  # END generated: x\nb\n';
    expect(fillRegions(text, { comment: '#', regions: { x: ['one', '', 'two'] } })).toBe(
      'a\n  # BEGIN generated from deploy/url-rules.mjs: x\n  one\n\n  two\n  # END generated: x\nb\n',
    );
    expect(() => fillRegions('a\n', { comment: '#', regions: { x: [] } })).toThrow(/no region "x"/);
  });
});
