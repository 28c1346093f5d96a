import { getApplication } from '../lambdas/data/applications.ts';
import {
  appendMessage,
  createConversation,
  getConversation,
  type ConversationSide,
} from '../lambdas/data/conversations.ts';
import { getJob, putPublishedJob, type Job } from '../lambdas/data/jobs.ts';
import { getNanny, getNannyIdOfUser } from '../lambdas/data/nannies.ts';
import { moveByRules } from '../lambdas/services/hiring.ts';
import { seedApplication } from './seed-reviews.ts';

/**
 * Demo reply times, made by the product's own code: two families (accounts of the demo data only, with
 * no sign-in) each posted a job a few days ago that demo nannies applied to, and opened the applications
 * some hours later; families wrote first to three demo nannies, who answered. Each opening and each
 * answer is counted by the same transactions as a person's, and the outbox writes the summaries onto
 * the jobs and profiles, so /jobs and /candidates show "Usually reads applications within a day" and
 * "Usually replies within a day" where the cases make it up. Nothing here is typed as a figure.
 */

const HOUR = 3600_000;

/** Each family's job, and how many hours before it was opened each demo nanny applied. */
const READERS = [
  {
    familyId: 'seed-family-reads-1',
    jobId: 'seed-reads-job-1',
    title: 'Rota nanny for our newborn twins',
    from: 'seed-job-04',
    waits: [3, 5, 20],
  },
  {
    familyId: 'seed-family-reads-2',
    jobId: 'seed-reads-job-2',
    title: 'Live-in nanny for our family of four',
    from: 'seed-job-09',
    waits: [30, 40, 70, 110],
  },
] as const;

/** The demo nannies (by their place in seed-nannies.ts) who answered, and how many hours each took. */
const REPLIERS = [
  { nanny: 3, hours: [2, 6, 9] },
  { nanny: 8, hours: [4, 12, 30] },
  { nanny: 16, hours: [20, 30, 45, 60] },
] as const;

const nannyUserOf = (place: number) => `seed-nanny-${String(place).padStart(2, '0')}`;

async function seedReads(now: Date): Promise<void> {
  for (const [f, reader] of READERS.entries()) {
    if (await getJob(reader.jobId)) continue;
    const model = await getJob(reader.from);
    if (!model) continue;
    const publishedAt = new Date(now.getTime() - (5 + f) * 24 * HOUR).toISOString();
    // A job of its own: nothing of the model's poster (its counts or responsiveness) comes with it.
    const { applicantCounts: _counts, responsiveness: _theirs, ...details } = model;
    const job: Job = {
      ...details,
      id: reader.jobId,
      title: reader.title,
      ownerId: reader.familyId,
      ownerEmail: `${reader.familyId}@demo.local`,
      contactEmail: `${reader.familyId}@demo.local`,
      createdAt: publishedAt,
      publishedAt,
    };
    await putPublishedJob(job, null);
    for (const [i, hours] of reader.waits.entries()) {
      const nannyId = await getNannyIdOfUser(nannyUserOf(10 + i));
      const nanny = nannyId ? await getNanny(nannyId, true) : null;
      if (!nanny) continue;
      const appliedAt = new Date(now.getTime() - (hours + 24) * HOUR);
      await seedApplication(job, nanny, reader.familyId, appliedAt);
      // Opened `hours` after she applied, as the applicant view opens it.
      const read = await getApplication(job.id, nanny.id);
      if (read?.status === 'new')
        await moveByRules(job, nanny.id, 'viewed', 'poster', {
          now: new Date(appliedAt.getTime() + hours * HOUR),
          read,
        });
    }
  }
}

const side = (
  kind: ConversationSide['kind'],
  accountId: string,
  label: string,
  nannyId: string | null,
): ConversationSide => ({ key: `ACCOUNT#${accountId}`, accountId, kind, label, nannyId, readSeq: 0 });

async function seedReplies(now: Date): Promise<void> {
  for (const replier of REPLIERS) {
    const nannyId = await getNannyIdOfUser(nannyUserOf(replier.nanny));
    const nanny = nannyId ? await getNanny(nannyId, true) : null;
    if (!nanny) continue;
    for (const [i, hours] of replier.hours.entries()) {
      const familyId = `seed-family-asks-${replier.nanny}-${i + 1}`;
      const id = `seedreplies${String(replier.nanny).padStart(2, '0')}${i + 1}`.padEnd(32, '0');
      if (await getConversation(id, true)) continue;
      const askedAt = new Date(now.getTime() - (hours + 48) * HOUR);
      const created = await createConversation(
        {
          id,
          origin: 'candidate',
          jobId: null,
          jobTitle: null,
          a: side('family', familyId, 'Family', null),
          b: side('nanny', nanny.userId, nanny.fullName.split(' ')[0]!, nanny.id),
        },
        {
          from: 'a',
          text: 'Hello! Would you be free to talk about our family’s care?',
          clientId: `${id}-1`,
          now: askedAt,
        },
      );
      if (!created) continue;
      await appendMessage(created, {
        from: 'b',
        text: 'Hello, thank you for writing. Yes, I would be glad to talk.',
        clientId: `${id}-2`,
        now: new Date(askedAt.getTime() + hours * HOUR),
      });
    }
  }
}

/** Seeds the demo reply times once (after the nannies and jobs): the cases, counted as they happen. */
export async function seedResponsiveness(now = new Date()): Promise<void> {
  await seedReads(now);
  await seedReplies(now);
}
