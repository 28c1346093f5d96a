import { describe, expect, it } from 'vitest';
import {
  JOB_MAX_AHEAD_DAYS,
  myJobDetail,
  myJobsPage,
  applicantsPage,
  applicant,
} from '../../lambdas/contract/hiring.ts';
import { ApiError } from '../../frontend/src/api/errors.ts';
import {
  demoApplicant,
  demoApplicants,
  demoClose,
  demoDecide,
  demoExtend,
  demoMyJob,
  demoMyJobs,
} from '../../frontend/src/demo/myJobs.ts';

const LIVE = 'demo-job-01';
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, message: error.message } : error;
  }
  return null;
};

// One tab's demo: each step sees the ones before it, as the pages do.
describe('the demo poster’s sample data', () => {
  it('answers in the contract’s shapes, with counts that add up', () => {
    expect(myJobsPage.safeParse({ items: demoMyJobs(), nextCursor: null }).success).toBe(true);
    const job = demoMyJob(LIVE);
    expect(myJobDetail.safeParse(job).success).toBe(true);
    const list = demoApplicants(LIVE, undefined);
    expect(applicantsPage.safeParse({ items: list, nextCursor: null }).success).toBe(true);
    expect(job.applicants.total).toBe(list.length);
    expect(Object.values(job.applicants.byStatus).reduce((a, b) => a + b, 0)).toBe(list.length);
    expect(list.map((a) => a.appliedAt)).toEqual(
      list
        .map((a) => a.appliedAt)
        .toSorted()
        .reverse(),
    );
  });

  it('marks a new applicant viewed on her first look, as the server does', () => {
    const fresh = demoApplicants(LIVE, 'new')[0];
    if (!fresh) throw new Error('the sample has a new applicant');
    const before = demoMyJob(LIVE).applicants.new;
    const opened = demoApplicant(LIVE, fresh.nannyId);
    expect(applicant.safeParse(opened).success).toBe(true);
    expect(opened.status).toBe('viewed');
    expect(demoMyJob(LIVE).applicants.new).toBe(before - 1);
  });

  it('follows the state machine, refusing a move from a final status with 409', () => {
    const [withdrawn] = demoApplicants(LIVE, 'withdrawn');
    if (!withdrawn) throw new Error('the sample has a withdrawn applicant');
    expect(refusal(() => demoDecide(LIVE, withdrawn.nannyId, 'shortlisted', undefined))).toEqual({
      status: 409,
      message: 'This application is withdrawn, so it cannot be marked shortlisted.',
    });
    const [viewed] = demoApplicants(LIVE, 'viewed');
    if (!viewed) throw new Error('the sample has a viewed applicant');
    const declined = demoDecide(LIVE, viewed.nannyId, 'declined', 'Thank you, and good luck.');
    expect(declined).toMatchObject({ status: 'declined', message: 'Thank you, and good luck.' });
  });

  it('extends a live job no further than the longest time allowed', () => {
    let extended = demoExtend(LIVE);
    // However far ahead the sample starts, a few extensions reach the most allowed.
    for (let i = 0; i < 3 && extended.canExtend; i++) extended = demoExtend(LIVE);
    const ahead = (Date.parse(extended.liveUntil ?? '') - Date.now()) / (24 * 3600 * 1000);
    expect(ahead).toBeLessThanOrEqual(JOB_MAX_AHEAD_DAYS);
    expect(extended.canExtend).toBe(false);
    expect(refusal(() => demoExtend(LIVE))).toMatchObject({ status: 409 });
  });

  it('fills a job naming the hired applicant, closing the other open ones', () => {
    const [shortlisted] = demoApplicants(LIVE, 'shortlisted');
    if (!shortlisted) throw new Error('the sample has a shortlisted applicant');
    expect(
      refusal(() => demoClose(LIVE, { outcome: 'filled', hiredNannyId: 'demo-nanny-99' })),
    ).toMatchObject({
      status: 400,
    });
    const filled = demoClose(LIVE, { outcome: 'filled', hiredNannyId: shortlisted.nannyId });
    expect(filled).toMatchObject({
      state: 'filled',
      canExtend: false,
      hired: { nannyId: shortlisted.nannyId },
    });
    const statuses = new Set(demoApplicants(LIVE, undefined).map((a) => a.status));
    expect([...statuses].some((s) => s === 'new' || s === 'viewed' || s === 'shortlisted')).toBe(false);
    expect(refusal(() => demoClose(LIVE, { outcome: 'closed' }))).toMatchObject({ status: 409 });
  });
});
