import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiAdapter } from '../../local/api-adapter.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function adapter(ready: () => boolean) {
  server = await startApiAdapter({
    port: 0,
    host: '127.0.0.1',
    userPoolId: 'eu-west-2_local',
    clientId: 'local-client',
    jwksUri: 'http://127.0.0.1:9/jwks.json',
    ready,
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/_local/ready`;
}

describe('the local cloud readiness answer', () => {
  it('says 503 until the cloud has started, then 200', async () => {
    let started = false;
    const url = await adapter(() => started);
    const before = await fetch(url);
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('1');
    expect(await before.json()).toEqual({ ready: false });
    started = true;
    const after = await fetch(url);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ ready: true });
  });
});
