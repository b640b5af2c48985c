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

/** A warm-up under way: `ready` once its builds done at once are, `done` once all are (or it was stopped). */
export interface WarmUp {
  ready: Promise<void>;
  done: Promise<void>;
}

/**
 * The modules' warm-ups (`ServerModule.warm`) of a server: `warmUp()` runs them one after another, each building
 * at once what it needs first and then awaiting a quiet moment before each further build (every request `app`
 * receives is noted); its `ready` resolves when the warm-up first waits for a quiet moment (or ends), so a caller
 * can listen only once the builds done at once are in. `stop()` ends the warm-ups after the build in progress; a
 * warm-up stopped before it was ready never is (a server closed while starting is not made to listen). A failed
 * warm-up is logged.
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
  let stopped = false;
  return {
    warmUp(): WarmUp {
      let resolveReady = () => {};
      const ready = new Promise<void>((resolve) => (resolveReady = resolve));
      const builtAtOnce = () => {
        if (!stopped) resolveReady();
      };
      const quiet = () => {
        builtAtOnce();
        return turns.quiet();
      };
      warming = (async () => {
        for (const { name, warm } of modules) {
          await warm?.(ctx, quiet).catch((error: unknown) =>
            app.log.warn({ err: error, module: name }, 'building kept answers at start failed'),
          );
        }
        builtAtOnce();
      })();
      return { ready, done: warming };
    },
    async stop() {
      stopped = true;
      turns.stop();
      await warming;
    },
  };
}
