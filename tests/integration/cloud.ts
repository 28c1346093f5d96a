import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface LocalCloud {
  api: string;
  cognito: string;
  dynamodb: string;
  stripe: string;
  mailbox: string;
  stop: () => Promise<void>;
}

/** Starts the whole local cloud (`npm start`) on its own ports and a fresh data folder. */
export async function startLocalCloud(offset: number): Promise<LocalCloud> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=NodeVersionSupportWarning', '--import', 'tsx', 'local/start.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT_OFFSET: String(offset),
        LOCAL_DATA_DIR: `.local/it-${offset}`,
        LOCAL_FRESH: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const at = (port: number) => `http://127.0.0.1:${port + offset}`;
  const cloud: LocalCloud = {
    api: at(3001),
    cognito: at(9229),
    dynamodb: at(8000),
    stripe: at(12111),
    mailbox: at(8005),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  const deadline = Date.now() + 60_000;
  while (!output.includes('is running locally')) {
    if (child.exitCode !== null) throw new Error(`the local cloud stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await cloud.stop();
      throw new Error(`the local cloud did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return cloud;
}
