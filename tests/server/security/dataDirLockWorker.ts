/**
 * A process that takes and releases a data-directory lock when its parent asks (dataDirLockRace.test.ts):
 * `{take: dir}` answers `{owner: true}` or `{owner: false, refusal}`; `{release: true}` answers `{released}`.
 */
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../../server/src/db/dataDirLock';

let lock: DataDirLock | undefined;
const send = (message: unknown) => process.send?.(message);

process.on('message', (message: { take?: string; release?: boolean }) => {
  if (message.take) {
    lockDataDir(message.take).then(
      (taken) => {
        lock = taken;
        send({ owner: true, pid: process.pid });
      },
      (error: Error) =>
        send({
          owner: false,
          pid: process.pid,
          refusal: error instanceof DataDirLockedError ? `locked by ${error.pid}` : error.message,
        }),
    );
  } else if (message.release) {
    void (lock?.release() ?? Promise.resolve()).then(() => {
      lock = undefined;
      send({ released: true });
    });
  }
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
