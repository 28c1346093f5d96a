import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { acceptJobPhoto, removePendingPhoto, undoPhotoOnFailure } from '../../lambdas/services/job-photo.ts';
import { createLogger } from '../../lambdas/platform/log.ts';
import { mockAws, stubFunctionEnv } from '../support/aws.ts';

const { s3 } = mockAws('s3');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const PENDING = 'pending/user-1/job-photo/0d6f8c1e-photo';

// Read when the first object is touched, as in a function's first request.
beforeAll(() => stubFunctionEnv());

beforeEach(() => {
  s3.on(CopyObjectCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: JPEG.length });
  s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => JPEG } } as never);
  s3.on(DeleteObjectCommand).resolves({});
});

const deleted = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

describe("a new job's photo", () => {
  it('is none without an upload, and touches nothing', async () => {
    expect(await acceptJobPhoto('user-1', 'job-1', null)).toBeNull();
    expect(await acceptJobPhoto('user-1', 'job-1', undefined)).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });

  it("is the poster's pending upload, copied under the job and checked, named by its type, not the uploader", async () => {
    const photo = await acceptJobPhoto('user-1', 'job-1', { key: PENDING, name: '<b>Garden</b>.png.exe' });
    expect(photo?.key).toMatch(/^files\/jobs\/job-1\/job-photo\/[0-9a-f-]{36}$/);
    expect(photo?.name).toBe('photo.jpg');
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.CopySource).toBe(
      `uploads-under-test/${PENDING}`,
    );
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input.Key).toBe(photo?.key);
  });

  it("refuses another user's upload with the photo field's message, copying nothing", async () => {
    await expect(
      acceptJobPhoto('user-1', 'job-1', { key: 'pending/user-2/job-photo/x', name: 'a.jpg' }),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { photo: expect.any(String) } });
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('is kept when the step saving the job succeeds, and its copy removed when it fails', async () => {
    const photo = { key: 'files/jobs/job-1/job-photo/copy', name: 'a.jpg' };
    expect(await undoPhotoOnFailure(photo, async () => 'saved')).toBe('saved');
    expect(deleted()).toEqual([]);

    await expect(
      undoPhotoOnFailure(photo, async () => {
        throw new Error('table unavailable');
      }),
    ).rejects.toThrow('table unavailable');
    expect(deleted()).toEqual([photo.key]);
  });

  it('passes the failure on even when removing the copy fails too, and needs no photo', async () => {
    s3.on(DeleteObjectCommand).rejects(new Error('s3 unavailable'));
    const failing = async () => {
      throw new Error('table unavailable');
    };
    await expect(
      undoPhotoOnFailure({ key: 'files/jobs/j/job-photo/c', name: 'a.jpg' }, failing),
    ).rejects.toThrow('table unavailable');
    s3.reset();
    await expect(undoPhotoOnFailure(null, failing)).rejects.toThrow('table unavailable');
    expect(s3.calls()).toHaveLength(0);
  });

  it('removes the pending upload once the job owns its checked copy, and only then', async () => {
    const log = createLogger({ requestId: 'test' });
    const sent = { key: PENDING, name: 'a.jpg' };
    const accepted = await acceptJobPhoto('user-1', 'job-1', sent);
    s3.resetHistory();
    await removePendingPhoto(sent, accepted, log);
    expect(deleted()).toEqual([PENDING]);
    s3.resetHistory();
    // No photo, or none accepted: nothing to remove.
    await removePendingPhoto(null, null, log);
    await removePendingPhoto(sent, null, log);
    expect(s3.calls()).toHaveLength(0);
  });
});
