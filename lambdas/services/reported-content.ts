import type { ReportView } from '../contract/reports.ts';
import type { ReportContentType } from '../domain/reports.ts';
import { firstName } from '../domain/nanny.ts';
import { getJob } from '../data/jobs.ts';
import { getNanny } from '../data/nannies.ts';
import { keys } from '../data/keys.ts';
import { getMany } from '../data/moderation.ts';
import type { Report } from '../data/reports.ts';

/** An application is named by its job and nanny: `<jobId>_<nannyId>` (neither id contains '_'). */
export const applicationKey = (contentId: string) => {
  const [jobId, nannyId, extra] = contentId.split('_');
  return jobId && nannyId && extra === undefined ? keys.application(jobId, nannyId) : null;
};

/**
 * Whether the reported content exists and the reporter could have seen it: a job the public saw, any
 * nanny profile, and an application only by the job's poster, who received it. To anyone else an
 * application is unknown whether or not it exists, so reports cannot tell who applied where.
 */
export async function reportableContentExists(
  type: ReportContentType,
  id: string,
  reporterId: string | null,
): Promise<boolean> {
  if (type === 'job_posting') {
    const job = await getJob(id);
    return Boolean(job?.paymentConfirmed);
  }
  if (type === 'nanny_profile') return (await getNanny(id)) !== null;
  const key = applicationKey(id);
  if (key === null || reporterId === null) return false;
  const job = await getJob(id.split('_')[0]!);
  return job?.ownerId === reporterId && (await getMany([key])).size > 0;
}

const keyOf = (type: string, id: string) =>
  type === 'job_posting'
    ? keys.job(id)
    : type === 'nanny_profile'
      ? keys.nannyProfile(id)
      : applicationKey(id);

/**
 * Reports as the admin queue shows them, each with what it is about: a label, a link to where the
 * public sees it, and whether a moderator has hidden it. The contents are read in one batch.
 */
export async function reportViews(reports: Report[]): Promise<ReportView[]> {
  const wanted = reports
    .map((r) => keyOf(r.contentType, r.contentId))
    .filter((k): k is { pk: string; sk: string } => k !== null);
  const items = await getMany(wanted);
  return reports.map((report) => {
    const key = keyOf(report.contentType, report.contentId);
    const item = key ? items.get(`${key.pk}|${key.sk}`) : undefined;
    let contentLabel: string | null = null;
    let contentLink: string | null = null;
    let contentHidden = false;
    if (item && report.contentType === 'job_posting') {
      contentLabel = String(item.title ?? '');
      contentHidden = item.hidden === true;
      contentLink = contentHidden ? null : `/jobs?job=${encodeURIComponent(report.contentId)}`;
    } else if (item && report.contentType === 'nanny_profile') {
      contentLabel = firstName(String(item.fullName ?? ''));
      contentHidden = item.hidden === true;
      contentLink = contentHidden ? null : `/candidates?nanny=${encodeURIComponent(report.contentId)}`;
    } else if (item) {
      contentLabel = `Application from ${firstName(String(item.applicantName ?? ''))}`;
    }
    return {
      id: report.id,
      contentType: report.contentType,
      contentId: report.contentId,
      contentLink,
      contentLabel,
      contentHidden,
      reason: report.reason,
      details: report.details,
      reporterEmail: report.reporterEmail,
      reporterUserId: report.reporterUserId,
      status: report.status,
      resolutionNotes: report.resolutionNotes,
      reviewedByUserId: report.reviewedByUserId,
      reviewedAt: report.reviewedAt,
      createdAt: report.createdAt,
    };
  });
}
