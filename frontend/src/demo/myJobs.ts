/**
 * The demo's account area for a poster: a family's jobs in several states, and the applicants of its
 * live job in several statuses. Changes (opening an applicant, a decision, an edit, closing) are kept
 * in this tab's memory so the pages follow them, and are gone on reload: nothing is saved or sent.
 * Loaded only in demo mode (see api/client.ts).
 */
import { ApiError } from '@/api/errors.ts';
import {
  APPLICATION_STATUSES,
  HIRING_MESSAGES,
  transitionRefusal,
  JOB_EXTENSION_DAYS,
  JOB_LIVE_DAYS,
  JOB_MAX_AHEAD_DAYS,
  type Applicant,
  type ApplicationStatus,
  type CloseJobInput,
  type JobEditInput,
  type MyJobDetail,
  type MyJobFields,
  type PosterDecision,
} from '@contract/hiring.ts';
import { demoCandidates } from '@/demo/candidates.ts';
import { demoJobs } from '@/demo/jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number, now: number) => new Date(now + days * DAY_MS).toISOString();

interface DemoJob {
  detail: Omit<MyJobDetail, 'applicants'>;
  applicants: Applicant[];
}

let state: DemoJob[] | null = null;

/**
 * The moves a poster may make by a status alone (lambdas/domain/application-status.ts); an offer, which
 * hires when she accepts it, cannot be made on sample data.
 */
const POSTER_MOVES: Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['viewed', 'shortlisted', 'declined'],
  viewed: ['shortlisted', 'declined'],
  shortlisted: ['viewed', 'declined'],
  interview: ['declined'],
  trial: ['declined'],
};
const OPEN = new Set<ApplicationStatus>(['new', 'viewed', 'shortlisted', 'interview', 'trial']);

function fieldsOf(job: ReturnType<typeof demoJobs>[number]): MyJobFields {
  return {
    jobTitle: job.title,
    location: job.location,
    postcode: job.postcodeDistrict ?? '',
    startDate: job.startDate,
    daysHours: job.daysHours,
    schedule: job.schedule ?? null,
    pay: job.pay,
    jobType: job.jobType,
    jobTypeOther: '',
    childrenAges: job.childrenAges,
    description: job.description,
    selectedLanguages: job.languages,
    selectedRequirements: job.requirements,
    photo: null,
    contactEmail: 'harrison.family@example.com',
    additionalComments: '',
  };
}

function build(now: number): DemoJob[] {
  const board = demoJobs(now);
  const live = board.find((j) => j.id === 'demo-job-01') ?? board[0];
  const nannies = demoCandidates();
  const nanny = (index: number) => nannies[index % nannies.length];
  const applicant = (
    index: number,
    status: ApplicationStatus,
    appliedDaysAgo: number,
    extra: Partial<Applicant> = {},
  ): Applicant => {
    const card = nanny(index);
    return {
      nannyId: card?.id ?? `demo-nanny-${index}`,
      // Her first name only, as the server answers (families never see a surname).
      name: card?.firstName ?? 'Sam',
      coverLetter: `Hello! I would love to be considered for your role. I have ${card?.yearsExperience ?? 5} years of experience with children of these ages, a paediatric first aid certificate and an enhanced DBS check.\n\nI am available from the start date and happy to meet for a trial day.`,
      phone: index % 2 === 0 ? '07700 900' + String(100 + index) : '',
      status,
      appliedAt: at(-appliedDaysAgo, now),
      statusChangedAt: status === 'new' ? null : at(-appliedDaysAgo + 1, now),
      cvFileName: index % 3 === 2 ? null : `${card?.firstName ?? 'Nanny'}-CV.pdf`,
      message: null,
      profile: index === 4 ? null : (card ?? null),
      // The demo writes nothing: no review is ever offered.
      review: null,
      ...extra,
    };
  };
  const common = {
    posterType: 'family' as const,
    photoUrl: null,
    amountPence: 5000,
    promoCode: null,
    payAsWritten: null,
    payRefusal: null,
    hired: null,
    // The demo's family posted each of its jobs.
    role: 'poster' as const,
    share: null,
  };
  return [
    {
      detail: {
        ...common,
        id: 'demo-draft-01',
        title: 'Weekend nanny for a toddler',
        location: 'Putney, London',
        state: 'unpaid',
        createdAt: at(-1, now),
        publishedAt: null,
        liveUntil: null,
        closedAt: null,
        canExtend: false,
        fields: {
          ...(live ? fieldsOf(live) : ({} as MyJobFields)),
          jobTitle: 'Weekend nanny for a toddler',
          location: 'Putney, London',
          daysHours: 'Saturdays, 9am–5pm',
          pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 8, liveIn: false, rota: false },
          jobType: 'part-time',
        },
      },
      applicants: [],
    },
    {
      detail: {
        ...common,
        id: live?.id ?? 'demo-job-01',
        title: live?.title ?? 'Live-out nanny',
        location: live?.location ?? 'Clapham, London',
        state: 'live',
        createdAt: at(-12, now),
        publishedAt: at(-12, now),
        liveUntil: at(JOB_LIVE_DAYS - 12, now),
        closedAt: null,
        canExtend: true,
        fields: live ? fieldsOf(live) : ({} as MyJobFields),
      },
      applicants: [
        applicant(0, 'new', 0.2),
        applicant(1, 'new', 1),
        applicant(2, 'viewed', 3),
        applicant(3, 'shortlisted', 5),
        applicant(4, 'declined', 8, {
          message:
            'Thank you for applying and for the time you took. We have decided not to take your application further this time.',
        }),
        applicant(5, 'withdrawn', 9),
      ],
    },
    {
      detail: {
        ...common,
        id: 'demo-filled-01',
        title: 'After-school nanny, three days a week',
        location: 'Chorlton, Manchester',
        state: 'filled',
        createdAt: at(-70, now),
        publishedAt: at(-70, now),
        liveUntil: null,
        closedAt: at(-30, now),
        canExtend: false,
        hired: { nannyId: nanny(6)?.id ?? 'demo-nanny-07', name: nanny(6)?.firstName ?? 'Sam' },
        fields: {
          ...(live ? fieldsOf(live) : ({} as MyJobFields)),
          jobTitle: 'After-school nanny, three days a week',
          location: 'Chorlton, Manchester',
        },
      },
      applicants: [applicant(6, 'hired', 60), applicant(7, 'closed', 62), applicant(8, 'closed', 65)],
    },
  ];
}

const jobs = () => (state ??= build(Date.now()));

function counts(applicants: Applicant[]): MyJobDetail['applicants'] {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const a of applicants) byStatus[a.status] += 1;
  return { new: byStatus.new, total: applicants.length, byStatus };
}

const detailOf = (job: DemoJob): MyJobDetail => ({ ...job.detail, applicants: counts(job.applicants) });
const summaryOf = (job: DemoJob) => {
  const { fields: _f, photoUrl: _p, amountPence: _a, hired: _h, canExtend: _c, ...summary } = detailOf(job);
  return summary;
};

const refusal = (status: 400 | 404 | 409, message: string) =>
  new ApiError(status, { 400: 'bad_request', 404: 'not_found', 409: 'conflict' }[status], message);

function find(jobId: string): DemoJob {
  const job = jobs().find((j) => j.detail.id === jobId);
  if (!job) throw refusal(404, HIRING_MESSAGES.jobNotFound);
  return job;
}

function findApplicant(jobId: string, nannyId: string): [DemoJob, Applicant] {
  const job = find(jobId);
  const applicant = job.applicants.find((a) => a.nannyId === nannyId);
  if (!applicant) throw refusal(404, HIRING_MESSAGES.applicantNotFound);
  return [job, applicant];
}

function update(job: DemoJob, applicant: Applicant, change: Partial<Applicant>): Applicant {
  const next = { ...applicant, ...change };
  job.applicants = job.applicants.map((a) => (a.nannyId === applicant.nannyId ? next : a));
  return next;
}

export const demoMyJobs = () => jobs().map(summaryOf);
export const demoMyJob = (jobId: string) => detailOf(find(jobId));

export function demoApplicants(jobId: string, status: ApplicationStatus | undefined) {
  const list = find(jobId).applicants.filter((a) => !status || a.status === status);
  return [...list].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
}

/** The first look marks a new application viewed, as the server does. */
export function demoApplicant(jobId: string, nannyId: string): Applicant {
  const [job, applicant] = findApplicant(jobId, nannyId);
  if (applicant.status !== 'new') return applicant;
  return update(job, applicant, { status: 'viewed', statusChangedAt: new Date().toISOString() });
}

export function demoDecide(jobId: string, nannyId: string, to: PosterDecision, message: string | undefined) {
  const [job, applicant] = findApplicant(jobId, nannyId);
  if (!POSTER_MOVES[applicant.status]?.includes(to))
    throw refusal(409, transitionRefusal(applicant.status, to));
  return update(job, applicant, {
    status: to,
    statusChangedAt: new Date().toISOString(),
    message: to === 'declined' ? message || null : applicant.message,
  });
}

const requireLive = (job: DemoJob, message: string) => {
  if (job.detail.state !== 'live') throw refusal(409, message);
};

export function demoEdit(jobId: string, input: JobEditInput): MyJobDetail {
  const job = find(jobId);
  requireLive(job, HIRING_MESSAGES.notEditable);
  job.detail = {
    ...job.detail,
    title: input.jobTitle,
    location: input.location,
    fields: { ...input, jobType: input.jobType, schedule: input.schedule ?? null },
  };
  return detailOf(job);
}

export function demoClose(jobId: string, input: CloseJobInput): MyJobDetail {
  const job = find(jobId);
  requireLive(job, HIRING_MESSAGES.notClosable);
  const hiredId = input.outcome === 'filled' ? (input.hiredNannyId ?? null) : null;
  const hired = hiredId ? job.applicants.find((a) => a.nannyId === hiredId) : undefined;
  if (hiredId && !hired) throw refusal(400, HIRING_MESSAGES.hiredNotApplicant);
  const now = new Date().toISOString();
  job.applicants = job.applicants.map((a) =>
    a.nannyId === hiredId
      ? { ...a, status: 'hired', statusChangedAt: now }
      : OPEN.has(a.status)
        ? { ...a, status: 'closed', statusChangedAt: now }
        : a,
  );
  job.detail = {
    ...job.detail,
    state: input.outcome,
    closedAt: now,
    liveUntil: null,
    canExtend: false,
    hired: hired ? { nannyId: hired.nannyId, name: hired.name } : null,
  };
  return detailOf(job);
}

export function demoExtend(jobId: string): MyJobDetail {
  const job = find(jobId);
  requireLive(job, HIRING_MESSAGES.notExtendable);
  const now = Date.now();
  const until = Date.parse(job.detail.liveUntil ?? new Date(now).toISOString());
  const max = now + JOB_MAX_AHEAD_DAYS * DAY_MS;
  // As the server: less than a day more is not offered.
  if (max - until < DAY_MS) throw refusal(409, HIRING_MESSAGES.extendedMax);
  const next = Math.min(max, until + JOB_EXTENSION_DAYS * DAY_MS);
  job.detail = {
    ...job.detail,
    liveUntil: new Date(next).toISOString(),
    canExtend: max - next >= DAY_MS,
  };
  return detailOf(job);
}

/** The reminder's link in the demo: any signature is taken, for a live sample job. */
export function demoStillHiring(jobId: string) {
  const job = find(jobId);
  requireLive(job, HIRING_MESSAGES.jobClosedAlready);
  const { title, liveUntil } = demoExtend(jobId);
  return { title, liveUntil: liveUntil ?? new Date().toISOString(), extended: true };
}
