/**
 * A build for a real origin (SITE_URL on a host that is not reserved) must not ship placeholders by accident: it
 * runs the launch gate first and stops on any gap. LAUNCH_ALLOW_PLACEHOLDERS=1 builds anyway, with a warning,
 * for a staging site on a real domain. The default build (no SITE_URL) never runs the gate.
 */
import { fileURLToPath } from 'node:url';
import { formatGaps, isPlaceholderHost, launchGaps, projectFacts } from '../tools/launch-check.lib.ts';

export const OVERRIDE = 'LAUNCH_ALLOW_PLACEHOLDERS';

/** @returns {import('astro').AstroIntegration} */
export default function launchGate() {
  return {
    name: 'launch-gate',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        const site = process.env.SITE_URL;
        if (command !== 'build' || !site || isPlaceholderHost(new URL(site).hostname)) return;
        const gaps = launchGaps(projectFacts(fileURLToPath(config.root)));
        if (gaps.length === 0) return;
        const report = formatGaps(gaps);
        if (process.env[OVERRIDE] === '1') {
          logger.warn(`${OVERRIDE}=1: building ${site} with placeholders.\n${report}`);
          return;
        }
        throw new Error(
          `The launch gate stops this build for ${site}.\n${report}\n\n` +
            `Supply these (docs/editing-content.md, "Before launch"), or set ${OVERRIDE}=1 to build anyway.`,
        );
      },
    },
  };
}
