import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, lambdaEnvironment, REGION } from '../../local/config.ts';
import type { cleanProfileText as Clean } from '../../lambdas/data/migrations/profile-text-migration.ts';
import { nannyProfile } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';
import { candidateCard as findCandidateCard } from '../support/journeys.ts';

/**
 * Bios and comments stored as HTML by earlier versions, as they were written then, cleaned once by the
 * migration into the plain text with paragraphs a save stores now: a profile is then read as stored.
 * Its own cloud: the migration reads and writes every profile of the table.
 */
const OFFSET = 8100;
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let clean: typeof Clean;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  // The data layer in this process, against the cloud's table.
  Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
  ({ cleanProfileText: clean } = await import('../../lambdas/data/migrations/profile-text-migration.ts'));
}, 90_000);
afterAll(async () => cloud?.stop());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const stored = async (nannyId: string) =>
  (
    await table.send(
      new GetCommand({
        TableName: IDS.tableName,
        Key: { pk: `NANNY#${nannyId}`, sk: 'PROFILE' },
        ConsistentRead: true,
      }),
    )
  ).Item!;

/** A listed nanny's profile, saved through the API; answers her id and token. */
async function savedNanny(label: string, fields: Record<string, unknown> = {}) {
  const nanny = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, {
    ...nannyProfile(nanny.email, { key: cv.key, name: 'cv.pdf' }),
    ...fields,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { nannyId: String(saved.body.id), token: nanny.token };
}

/** Sets a profile's text as an earlier version stored it, straight in the table. */
async function storeAsBefore(nannyId: string, bio: string, comments: string) {
  await table.send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: { pk: `NANNY#${nannyId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET bio = :bio, additionalComments = :comments',
      ExpressionAttributeValues: { ':bio': bio, ':comments': comments },
    }),
  );
}

const candidateCard = (id: string) => findCandidateCard(cloud, id);

const LEGACY_BIO =
  '<p>Warm &amp; <strong>patient</strong>.</p><p>Skills:</p><ul><li>Weaning</li><li>Night care</li></ul>' +
  '<img src=x onerror=alert(1)><script>alert("run")</script>';
const CLEAN_BIO = 'Warm & patient.\n\nSkills:\n\n• Weaning\n• Night care';
/** Typed as it is now: angle brackets and an ampersand that are not markup, kept as typed. */
const TYPED_BIO = 'Patient nanny for ages < 5 & > 1 – I <3 messy play\n\nA new line, kept.';

describe('the profile text from before text was cleaned as it is saved', () => {
  it('is cleaned once, with the same allow-list as a save, and then read as stored', async () => {
    const legacy = await savedNanny('legacy-text');
    await storeAsBefore(legacy.nannyId, LEGACY_BIO, 'Ages &lt; 5<br />only');
    const typed = await savedNanny('typed-text', { bio: TYPED_BIO, additionalComments: 'No weekends.' });
    const before = await stored(legacy.nannyId);
    const typedBefore = await stored(typed.nannyId);

    const first = await clean();
    expect(first.examined).toBeGreaterThanOrEqual(2);
    expect(first.savedMeanwhile).toBe(0);
    expect(first.cleaned).toBeGreaterThanOrEqual(1);

    // Cleaned in place as a save would have stored it; nothing else of the profile moves, her last
    // edit included, so an edit begun before the run still saves.
    const after = await stored(legacy.nannyId);
    expect(after).toEqual({ ...before, bio: CLEAN_BIO, additionalComments: 'Ages < 5\nonly' });
    expect(await stored(typed.nannyId)).toEqual(typedBefore);
    expect((await cloud.call('GET', '/nanny-profile', legacy.token)).body).toMatchObject({
      bio: CLEAN_BIO,
      additionalComments: 'Ages < 5\nonly',
    });
    expect((await candidateCard(legacy.nannyId))?.bio).toBe(CLEAN_BIO);
    expect((await candidateCard(typed.nannyId))?.bio).toBe(TYPED_BIO);

    // Run again, there is nothing left to clean.
    expect(await clean()).toMatchObject({ cleaned: 0, savedMeanwhile: 0 });
  });

  it('cleans each profile once when runs go side by side, a page at a time', async () => {
    const profiles = await Promise.all(['side-a', 'side-b', 'side-c'].map((label) => savedNanny(label)));
    for (const { nannyId } of profiles) await storeAsBefore(nannyId, '<p>Calm &amp; kind.</p>', '<b>Hi</b>');
    const runs = await Promise.all([clean({ pageSize: 2 }), clean({ pageSize: 3 }), clean()]);
    expect(runs.reduce((sum, run) => sum + run.cleaned, 0)).toBe(profiles.length);
    for (const { nannyId } of profiles)
      expect(await stored(nannyId)).toMatchObject({ bio: 'Calm & kind.', additionalComments: 'Hi' });
  });

  it('leaves a profile saved after the run read it as that save stored it', async () => {
    const nanny = await savedNanny('saved-meanwhile');
    await storeAsBefore(nanny.nannyId, '<p>Old <em>bio</em> text.</p>', '');
    // Her save lands between the run's read and its write: the run's write is held to what it read.
    const { ddb } = await import('../../lambdas/platform/clients.ts');
    const client = ddb();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let saved = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      if (!saved && command instanceof UpdateCommand && command.input.Key?.pk === `NANNY#${nanny.nannyId}`) {
        saved = true;
        await storeAsBefore(nanny.nannyId, 'Her new bio, saved meanwhile.', '');
      }
      return send(command);
    }) as never);
    try {
      expect((await clean()).savedMeanwhile).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(saved).toBe(true);
    expect((await stored(nanny.nannyId)).bio).toBe('Her new bio, saved meanwhile.');
  });

  it('has cleaned the demo nannies, whose bios are seeded as HTML, as the cloud started', async () => {
    const page = await cloud.call('GET', '/candidates?limit=50');
    const seeded = page.body.items.filter((card: { id: string }) => card.id.startsWith('seed-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const card of page.body.items) expect(card.bio).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;/i);
  });
});
