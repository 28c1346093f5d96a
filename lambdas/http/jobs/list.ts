import { jobsPage, jobsQuery } from '../../contract/jobs.ts';
import { JOB_TYPES, salaryDisplay } from '../../domain/jobs.ts';
import { isOnBoard } from '../../domain/visibility.ts';
import { presignView } from '../../data/files.ts';
import { listBoard, type Job } from '../../data/jobs.ts';
import { httpHandler } from '../../platform/http.ts';

const DEFAULT_PAGE = 12;
const typeLabel = (job: Job) =>
  job.jobType === 'other' && job.jobTypeOther
    ? job.jobTypeOther
    : (JOB_TYPES.find((t) => t.toLowerCase() === job.jobType) ?? job.jobType);

/** The job board: active, paid postings, newest first; a drafts never enters the index it reads. */
export const handler = httpHandler(
  { auth: 'public', query: jobsQuery, response: jobsPage },
  async ({ query }) => {
    const page = await listBoard({
      limit: query.limit ?? DEFAULT_PAGE,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.location ? { location: query.location } : {}),
    });
    const now = Date.now();
    return {
      items: await Promise.all(
        page.items.filter(isOnBoard).map(async (job) => ({
          id: job.id,
          title: job.title,
          description: job.description,
          location: job.location,
          jobType: job.jobType,
          jobTypeLabel: typeLabel(job),
          posterType: job.posterType,
          posterLabel: job.posterLabel,
          posterLogoUrl:
            job.posterType === 'agency' && job.posterLogo ? await presignView(job.posterLogo.key, now) : null,
          posterWebsite: job.posterType === 'agency' ? (job.posterWebsite ?? null) : null,
          salaryText: job.salaryText,
          salaryDisplay: salaryDisplay({ min: job.salaryMin, max: job.salaryMax }),
          daysHours: job.daysHours,
          childrenAges: job.childrenAges,
          startDate: job.startDate,
          languages: job.languages,
          requirements: job.requirements,
          publishedAt: job.publishedAt!,
        })),
      ),
      nextCursor: page.nextCursor,
    };
  },
);
