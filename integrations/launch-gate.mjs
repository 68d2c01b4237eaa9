/**
 * A production build must not ship placeholders by accident. A build for a real origin (SITE_URL on a host that is
 * not reserved), and any build with LAUNCH_GATE=1 (the hosts' production builds set it, so that a forgotten SITE_URL
 * is caught too), runs the launch gate first and stops on any gap. LAUNCH_ALLOW_PLACEHOLDERS=1 builds anyway, with
 * a warning, for a staging site on a real domain. The default build runs no gate.
 */
import { fileURLToPath } from 'node:url';
import { SITE_URL } from '../src/config/site-url.mjs';
import { formatGaps, launchGaps, placeholderUrl, projectFacts } from '../lib/launch-check.ts';

const OVERRIDE = 'LAUNCH_ALLOW_PLACEHOLDERS';

/** @returns {import('astro').AstroIntegration} */
export default function launchGate() {
  return {
    name: 'launch-gate',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        const production = process.env.LAUNCH_GATE === '1' || !placeholderUrl(SITE_URL);
        if (command !== 'build' || !production) return;
        const gaps = launchGaps(projectFacts(fileURLToPath(config.root)));
        if (gaps.length === 0) return;
        const report = formatGaps(gaps);
        if (process.env[OVERRIDE] === '1') {
          logger.warn(`${OVERRIDE}=1: building ${SITE_URL} with placeholders.\n${report}`);
          return;
        }
        throw new Error(
          `The launch gate stops this build for ${SITE_URL}.\n${report}\n\n` +
            `Supply these (docs/editing-content.md, "Before launch"), or set ${OVERRIDE}=1 to build anyway.`,
        );
      },
    },
  };
}
