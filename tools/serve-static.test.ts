import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainConfig, runnableSiteConfig } from './serve-static.mjs';

const shipped = readFileSync(new URL('../deploy/nginx/adhera.conf', import.meta.url), 'utf8');

describe('npm run serve:static runs the shipped nginx config', () => {
  it('changes only the listen and root lines', () => {
    const runnable = runnableSiteConfig(shipped, { host: '127.0.0.1', port: '8080', root: '/srv/site/dist' });
    const changed = runnable.split('\n').filter((line, i) => line !== shipped.split('\n')[i]);
    expect(changed.map((line) => line.trim())).toEqual(['listen 127.0.0.1:8080;', 'root /srv/site/dist;']);
  });

  it('refuses a root nginx would misread', () => {
    expect(() => runnableSiteConfig(shipped, { host: '127.0.0.1', port: '1', root: '/a b; evil' })).toThrow(/DIST_DIR/);
  });

  it('refuses a config whose listen or root line it cannot find exactly once', () => {
    expect(() =>
      runnableSiteConfig(shipped.replace(/^\s*root .*$/m, ''), { host: 'h', port: '1', root: '/d' }),
    ).toThrow(/one root line/);
  });

  it('keeps every runtime file under the temporary prefix, in the foreground', () => {
    const config = mainConfig('/tmp/p', '/etc/nginx/mime.types');
    expect(config).toContain('daemon off;');
    expect(config).toContain('pid /tmp/p/nginx.pid;');
    for (const path of config.matchAll(/_temp_path (\S+);/g)) expect(path[1]).toMatch(/^\/tmp\/p\//);
    expect(config).toContain('include /tmp/p/site.conf;');
  });
});
