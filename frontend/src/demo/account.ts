/**
 * The demo's account area: a nanny's applications and saved jobs, built from the sample board, what is
 * new for the header's badge, and the email settings. Loaded only in demo mode (see api/client.ts).
 */
import type { Activity, EmailSettings, MyApplication, SavedJobItem } from '@contract/hiring.ts';
import { defaultDeclineMessage } from '@contract/hiring-constants.ts';
import { demoJobs } from '@/demo/jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) =>
  new Date(now - days * DAY_MS - 2 * 60 * 60 * 1000).toISOString();

/** Where each sample application stands, one of each kind a nanny meets. */
const STORIES: ReadonlyArray<{
  status: MyApplication['status'];
  appliedDaysAgo: number;
  changedDaysAgo: number | null;
  jobOpen: boolean;
}> = [
  { status: 'shortlisted', appliedDaysAgo: 1, changedDaysAgo: 0, jobOpen: true },
  { status: 'new', appliedDaysAgo: 2, changedDaysAgo: null, jobOpen: true },
  { status: 'viewed', appliedDaysAgo: 4, changedDaysAgo: 3, jobOpen: true },
  { status: 'declined', appliedDaysAgo: 9, changedDaysAgo: 6, jobOpen: true },
  { status: 'hired', appliedDaysAgo: 20, changedDaysAgo: 12, jobOpen: false },
  { status: 'closed', appliedDaysAgo: 30, changedDaysAgo: 2, jobOpen: false },
];

export function demoApplications(now = Date.now()): MyApplication[] {
  const jobs = demoJobs();
  return STORIES.flatMap((story, i) => {
    const job = jobs[i];
    if (!job) return [];
    return [
      {
        jobId: job.id,
        nannyId: 'demo-nanny',
        jobTitle: job.title,
        posterLabel: job.posterLabel,
        posterType: job.posterType,
        location: job.location,
        appliedAt: daysAgo(story.appliedDaysAgo, now),
        status: story.status,
        statusChangedAt: story.changedDaysAgo === null ? null : daysAgo(story.changedDaysAgo, now),
        message: story.status === 'declined' ? defaultDeclineMessage(job.title) : null,
        jobOpen: story.jobOpen,
      },
    ];
  });
}

/** Saved jobs: a few open ones (one applied to), and one that has closed since. */
export function demoSavedJobs(now = Date.now()): SavedJobItem[] {
  const jobs = demoJobs();
  const picks = [
    { index: 6, open: true, applied: false },
    { index: 0, open: true, applied: true },
    { index: 7, open: true, applied: false },
    { index: 5, open: false, applied: false },
  ];
  return picks.flatMap(({ index, open, applied }, i) => {
    const job = jobs[index];
    if (!job) return [];
    return [
      {
        jobId: job.id,
        savedAt: daysAgo(i + 1, now),
        title: job.title,
        posterLabel: job.posterLabel,
        location: job.location,
        payLine: job.payLine,
        hoursLine: job.hoursLine,
        jobTypeLabel: job.jobTypeLabel,
        open,
        appliedAt: applied ? daysAgo(1, now) : null,
      },
    ];
  });
}

export const DEMO_ACTIVITY: Activity = { newApplicants: 0, applicationUpdates: 0, unreadMessages: 0 };

export const DEMO_EMAIL_SETTINGS: EmailSettings = {
  newApplication: true,
  applicationCopy: true,
  applicationUpdates: true,
  jobReminders: true,
  messages: true,
  unreadApplications: true,
  unansweredMessages: true,
};
