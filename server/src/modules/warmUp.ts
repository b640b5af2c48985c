import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { quietTurns } from '../http/quietTurns.js';
import type { ServerModule } from './defineModule.js';

/**
 * How long the server must have had no new request before a warm-up build starts: the builds use the time while the
 * browser runs the app's scripts, not the moments it fetches them (at 100,000 members, 50 ms let builds hold the
 * script requests and the first rows came later; 150 ms did not, issue 26).
 */
const QUIET_MS = 150;

/**
 * The modules' warm-ups (`ServerModule.warm`) of a server: `warmUp()` runs them one after another, each awaiting a
 * quiet moment before its builds (every request `app` receives is noted); `stop()` ends them after the build in
 * progress. A failed warm-up is logged.
 */
export function moduleWarmUps(
  app: FastifyInstance,
  ctx: AppContext,
  modules: readonly ServerModule[],
  quietMs = QUIET_MS,
) {
  const turns = quietTurns(quietMs);
  app.addHook('onRequest', async () => turns.noteRequest());
  let warming = Promise.resolve();
  return {
    warmUp: () =>
      (warming = (async () => {
        for (const { name, warm } of modules) {
          await warm?.(ctx, turns.quiet).catch((error: unknown) =>
            app.log.warn({ err: error, module: name }, 'building kept answers at start failed'),
          );
        }
      })()),
    async stop() {
      turns.stop();
      await warming;
    },
  };
}
