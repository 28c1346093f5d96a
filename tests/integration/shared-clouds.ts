import fs from 'node:fs';
import { makeSeededTemplate, portOffset, SHARED_CLOUD_OFFSETS, sharedPidFile, stopShared } from './cloud.ts';

/**
 * vitest's global setup for the local clouds of the integration files (cloud.ts): before the run, stops
 * any shared cloud left by a run that was killed and starts seeding the data folder every cloud starts
 * from (the files begin meanwhile; those that need a cloud wait for it); after the run, stops every
 * shared cloud the run started.
 */
async function stopAll(): Promise<void> {
  await Promise.all(
    SHARED_CLOUD_OFFSETS.map(async (slotOffset) => {
      const pidFile = sharedPidFile(portOffset(slotOffset));
      if (!fs.existsSync(pidFile)) return;
      const pid = Number(fs.readFileSync(pidFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0) await stopShared(pid);
      fs.rmSync(pidFile, { force: true });
    }),
  );
}

export async function setup(): Promise<() => Promise<void>> {
  await stopAll();
  // Its failure is reported by every cloud that waits for it; the teardown waits for it to end.
  const seeding = makeSeededTemplate().catch(() => undefined);
  return async () => {
    await seeding;
    await stopAll();
  };
}
