import fs from 'node:fs';
import { portOffset, SHARED_CLOUD_OFFSETS, sharedPidFile, stopShared } from './cloud.ts';

/**
 * vitest's global setup for the clouds the integration files share (cloud.ts, sharedLocalCloud): before
 * the run, stops any left by a run that was killed; after it, stops every one the run started.
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
  return stopAll;
}
