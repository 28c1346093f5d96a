import type { MyApplication } from '../contract/hiring.ts';
import { isOnBoard } from '../domain/visibility.ts';
import type { Application } from '../data/applications.ts';
import type { Job } from '../data/jobs.ts';

/** One of a nanny's applications as her list shows it: hers, with the job as it is now. */
export function toMyApplication(application: Application, job: Job | null, now: Date): MyApplication {
  return {
    jobId: application.jobId,
    jobTitle: job?.title ?? 'A job that is no longer listed',
    posterLabel: job?.posterLabel ?? '',
    posterType: job?.posterType ?? 'family',
    location: job?.location ?? '',
    appliedAt: application.createdAt,
    status: application.status,
    statusChangedAt: application.statusChangedAt,
    message: application.message,
    jobOpen: job ? isOnBoard(job, now) : false,
  };
}
