import type { FastifyInstance } from 'fastify';

/**
 * Stops the server cleanly on SIGTERM (an orchestrator, `docker stop`) and SIGINT (Ctrl-C): no new connections
 * are accepted, requests in flight finish (an upload in progress completes and is stored), then the app's close
 * hooks run (the database closes, the data-directory lock is released) and the process exits 0.
 *
 * Requests still running `graceSeconds` after the signal are cut so the close can go on (exit 1 then). A second
 * signal exits at once (exit 1): a stuck close must not need SIGKILL.
 */
export function stopOnSignals(
  app: FastifyInstance,
  graceSeconds: number,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    stopping = true;
    app.log.info(
      { signal },
      `stopping: no new connections, finishing requests in flight (${graceSeconds} s)`,
    );
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      app.log.warn(`requests still running after ${graceSeconds} s are cut`);
      app.server.closeAllConnections();
    }, graceSeconds * 1000);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('stopped');
        exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'the server did not close cleanly');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
