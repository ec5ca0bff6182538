import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The build check's two halves (spec accounts-platform 4.13): the bundle learns its own build id (`__BUILD_ID__`), and
 * the build writes `build.json` { buildId, builtAt } next to index.html, which the server serves uncached and open
 * pages poll. The id is new on every build (time + random): a deploy is a new build even when little changed, and a
 * content hash cannot be used since the id is itself part of the content.
 */
export function buildManifest(): Plugin {
  const builtAt = new Date();
  const buildId = `${builtAt.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-manifest',
    config: (_config, { command }) => ({
      // The dev server has no manifest: its pages know they are not a deployed build.
      define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : null) },
    }),
    // Runs in `vite build` only (the dev server bundles nothing).
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ buildId, builtAt: builtAt.toISOString() })}\n`,
      });
      this.info(`build id ${buildId}`);
    },
  };
}
