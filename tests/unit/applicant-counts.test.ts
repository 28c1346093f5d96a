import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { routeAddresses } from '@contract/routes.ts';
import type { Applicant, ApplicantsPage, ApplicationStatus, MyJobDetail } from '@contract/hiring.ts';

// The address table the SPA's build makes from the route table, made here the same way.
vi.mock('virtual:route-addresses', () => ({ default: routeAddresses() }));

/**
 * The SPA's cache rules for a job's applicants (frontend/src/features/my-jobs/queries.ts), typed here by
 * hand: the SPA's modules are type-checked with the browser's types (frontend/tsconfig.json), so the
 * specifier is kept out of this project's type checker's sight.
 */
interface Queries {
  applicantChanged: (
    client: QueryClient,
    userId: string,
    jobId: string,
    before: ApplicationStatus,
    after: Applicant,
    moved?: boolean,
  ) => void;
  applicantKey: (userId: string, jobId: string, nannyId: string) => readonly unknown[];
  applicantsKey: (userId: string, jobId: string, status: ApplicationStatus | '') => readonly unknown[];
  myJobKey: (userId: string, jobId: string) => readonly unknown[];
}
const QUERIES = '@/features/my-jobs/queries.ts';
let q: Queries;
beforeAll(async () => {
  q = (await import(/* @vite-ignore */ QUERIES)) as Queries;
});

/**
 * A job's applicant tabs count each move once. A decision moves the cached counts once, and a copy of
 * her found to differ from another (the list read before the move, which the caches may tell after her
 * opened application) moves nothing: the job is read again for the server's counts. Before, the page
 * moved them for both, and one applicant shortlisted showed "Shortlisted (2)".
 */
const her = (status: Applicant['status']): Applicant => ({
  nannyId: 'nanny-0001',
  name: 'Priya',
  coverLetter: 'Hello',
  phone: '',
  status,
  appliedAt: '2027-01-01T09:00:00.000Z',
  statusChangedAt: null,
  cvFileName: null,
  message: null,
  profile: null,
  review: null,
});

function cacheWithOneApplicant(status: Applicant['status']) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const byStatus = {
    new: 0,
    viewed: 0,
    shortlisted: 0,
    interview: 0,
    trial: 0,
    offered: 0,
    hired: 0,
    declined: 0,
    'offer-declined': 0,
    withdrawn: 0,
    closed: 0,
  };
  client.setQueryData<Partial<MyJobDetail>>(q.myJobKey('u1', 'job-0001'), {
    id: 'job-0001',
    applicants: { new: 0, total: 1, byStatus: { ...byStatus, [status]: 1 } },
  });
  client.setQueryData<{ pages: ApplicantsPage[]; pageParams: unknown[] }>(
    q.applicantsKey('u1', 'job-0001', ''),
    { pages: [{ items: [her(status)], nextCursor: null }], pageParams: [undefined] },
  );
  client.setQueryData(q.applicantKey('u1', 'job-0001', 'nanny-0001'), her(status));
  const counts = () => client.getQueryData<MyJobDetail>(q.myJobKey('u1', 'job-0001'))!.applicants;
  return { client, counts };
}

describe('an applicant’s move, in the job’s cached counts', () => {
  it('is counted once: the decision moves them, the copies catching up do not', () => {
    const { client, counts } = cacheWithOneApplicant('viewed');
    q.applicantChanged(client, 'u1', 'job-0001', 'viewed', her('shortlisted'), true);
    expect(counts()).toMatchObject({ total: 1, byStatus: { viewed: 0, shortlisted: 1 } });
    // Her opened application, now shortlisted, met the list as it was read before the move.
    q.applicantChanged(client, 'u1', 'job-0001', 'viewed', her('shortlisted'));
    expect(counts()).toMatchObject({ total: 1, byStatus: { viewed: 0, shortlisted: 1 } });
    // And hired: one hire, however many copies catch up.
    q.applicantChanged(client, 'u1', 'job-0001', 'shortlisted', her('hired'), true);
    q.applicantChanged(client, 'u1', 'job-0001', 'shortlisted', her('hired'));
    expect(counts()).toMatchObject({ total: 1, byStatus: { shortlisted: 0, hired: 1 } });
  });

  it('sends the job to be read again, for the server’s counts, after any move', () => {
    const { client } = cacheWithOneApplicant('new');
    q.applicantChanged(client, 'u1', 'job-0001', 'new', her('viewed'));
    expect(client.getQueryState(q.myJobKey('u1', 'job-0001'))?.isInvalidated).toBe(true);
    // Every cached list shows her as she is now.
    const list = client.getQueryData<{ pages: ApplicantsPage[] }>(q.applicantsKey('u1', 'job-0001', ''));
    expect(list?.pages[0]?.items[0]?.status).toBe('viewed');
  });
});
