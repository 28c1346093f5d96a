import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseUploadKey, uploadKeyOf, type UploadKey } from '../../lambdas/contract/upload-keys.ts';
import { downloadFileName, storedFileName, UPLOAD_PURPOSES } from '../../lambdas/contract/uploads.ts';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const purpose = fc.constantFrom(...UPLOAD_PURPOSES);
const owner = fc.oneof(
  id.map((nannyId) => ({ kind: 'nannies' as const, nannyId })),
  id.map((agencyId) => ({ kind: 'agencies' as const, agencyId })),
  id.map((jobId) => ({ kind: 'jobs' as const, jobId })),
  fc.tuple(id, id).map(([jobId, nannyId]) => ({ kind: 'applications' as const, jobId, nannyId })),
);
const key: fc.Arbitrary<UploadKey> = fc.oneof(
  fc.record({ stage: fc.constant('pending' as const), userId: id, purpose, id }),
  fc.record({ stage: fc.constant('files' as const), owner, purpose, id }),
);

describe('upload keys', () => {
  it('parses every key the server builds back into the same parts', () => {
    fc.assert(
      fc.property(key, (parts) => {
        expect(parseUploadKey(uploadKeyOf(parts))).toEqual(parts);
      }),
    );
  });

  it('refuses a key once any segment is changed into ".", "..", an empty or an escaped one', () => {
    fc.assert(
      fc.property(key, fc.nat(), fc.constantFrom('.', '..', '', '%2e%2e', 'a.b', 'a b'), (parts, at, bad) => {
        const segments = uploadKeyOf(parts).split('/');
        const i = at % segments.length;
        // Swapping the stage or purpose for another known word is a different key, not a bad one.
        segments[i] = bad;
        expect(parseUploadKey(segments.join('/'))).toBeNull();
      }),
    );
  });

  it('refuses the shapes of the outside attack', () => {
    for (const bad of [
      'pending/me/nanny-cv/../../other/nanny-cv/id1',
      'files/nannies/me/../../agencies/a1/agency-logo/l1',
      'pending/me/nanny-cv/id1/extra',
      'pending/me/unknown-purpose/id1',
      'files/people/p1/nanny-cv/id1',
      'files/applications/j1/nanny-cv/id1',
      '/pending/me/nanny-cv/id1',
    ])
      expect(parseUploadKey(bad), bad).toBeNull();
  });

  it('builds no key from parts that are not ids', () => {
    expect(() => uploadKeyOf({ stage: 'pending', userId: '..', purpose: 'nanny-cv', id: 'x' })).toThrow();
  });
});

describe('stored file names', () => {
  it('come from the purpose and the detected type', () => {
    expect(storedFileName('nanny-cv', 'application/pdf')).toBe('cv.pdf');
    expect(
      storedFileName(
        'application-cv',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('cv.docx');
    expect(storedFileName('nanny-photo', 'image/jpeg')).toBe('photo.jpg');
    expect(storedFileName('agency-logo', 'image/png')).toBe('logo.png');
  });

  it('are downloaded under a safe name even when an older record kept the uploader’s', () => {
    expect(downloadFileName('nanny-cv', 'Priya-Shah-CV.pdf')).toBe('cv.pdf');
    expect(downloadFileName('nanny-cv', 'CV.pdf.exe')).toBe('cv.pdf');
    expect(downloadFileName('nanny-cv', 'old.DOC')).toBe('cv.doc');
    expect(downloadFileName('nanny-dbs', 'scan.jpeg')).toBe('dbs-certificate.jpg');
    expect(downloadFileName('application-cv', 'cv.docx')).toBe('cv.docx');
  });
});
