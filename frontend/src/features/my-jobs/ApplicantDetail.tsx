import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Applicant, MyJobDetail } from '@contract/hiring.ts';
import { readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { CandidateProfileCard } from '@/features/candidates/CandidateProfileCard.tsx';
import { HireReviewSection } from '@/features/reviews/HireReviewSection.tsx';
import { createApplicantCvLink, refusalText } from '@/features/my-jobs/api.ts';
import {
  applicantChanged,
  applicantKey,
  applicantQuery,
  jobApplicantsKey,
  myJobKey,
} from '@/features/my-jobs/queries.ts';
import { Decisions } from '@/features/my-jobs/ApplicantDecisions.tsx';
import { familyName, readsOnly } from '@/features/my-jobs/format.ts';

/**
 * One applicant opened: read on its own, which marks a new one viewed when the poster opens it (the lists
 * and counts follow). A share's partner reads her application, with none of the poster's moves.
 */
export function ApplicantDetail({
  userId,
  job,
  listed,
  listedAt,
}: {
  userId: string;
  job: MyJobDetail;
  listed: Applicant;
  listedAt: number;
}) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, error, isPending, refetch } = useQuery(
    applicantQuery(userId, job.id, listed.nannyId),
  );
  // Her application and the list may tell her status differently: the one read last is right. Her
  // application read after the list (her first look marked her viewed) goes into the lists, and the
  // counts are read again (never moved here: see applicantChanged); a list read after it (she was hired
  // in another tab, or accepted an offer) has her application read again, and the counts too: they
  // may have been read before she moved, as her application was. Never the older over the newer,
  // which would have the two overwrite each other for as long as the page is open.
  useEffect(() => {
    if (!data || data.status === listed.status) return;
    if (listedAt > dataUpdatedAt) {
      void queryClient.invalidateQueries({
        queryKey: applicantKey(userId, job.id, listed.nannyId),
        exact: true,
      });
      void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
    } else applicantChanged(queryClient, userId, job.id, listed.status, data);
  }, [data, dataUpdatedAt, listed.status, listed.nannyId, listedAt, queryClient, userId, job.id]);

  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading the application…
      </p>
    );
  if (!data)
    return (
      <div role="alert">
        <p className="text-slate-800">{readFailureMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  const applicant = data;
  const partner = readsOnly(job);
  const decliner = partner && job.share ? familyName(job.share.otherFamilyLabel) : null;
  return (
    <div className="space-y-5">
      <div>
        <h4 className="font-semibold text-slate-900">Cover letter</h4>
        <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{applicant.coverLetter}</p>
      </div>
      {applicant.phone && (
        <p className="text-slate-800">
          <span className="font-semibold text-slate-900">Phone: </span>
          <a
            href={`tel:${applicant.phone.replace(/\s+/g, '')}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {applicant.phone}
          </a>
        </p>
      )}
      {applicant.cvFileName && <ViewCv userId={userId} jobId={job.id} applicant={applicant} />}
      {applicant.status === 'declined' && applicant.message && (
        <div>
          <h4 className="font-semibold text-slate-900">
            {decliner ? `The message ${decliner} sent with the decline` : 'Your message when you declined'}
          </h4>
          <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{applicant.message}</p>
        </div>
      )}
      {!partner && <Decisions userId={userId} job={job} applicant={applicant} />}
      {!partner && (
        <HireReviewSection
          jobId={job.id}
          applicant={applicant}
          onChanged={() => {
            void queryClient.invalidateQueries({
              queryKey: applicantKey(userId, job.id, applicant.nannyId),
            });
            void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, job.id) });
          }}
        />
      )}
      <div>
        <h4 className="font-semibold text-slate-900">Her profile</h4>
        {applicant.profile ? (
          <div className="mt-2">
            <CandidateProfileCard candidate={applicant.profile} asApplicant />
          </div>
        ) : (
          <p className="mt-1 text-slate-700">Her profile is not public at the moment.</p>
        )}
      </div>
    </div>
  );
}

/**
 * Her CV through a short-lived link (every opening is recorded). The link answers as an attachment, so
 * following it downloads the file and keeps this page; the link to download again lasts as long as it does.
 */
function ViewCv({ userId, jobId, applicant }: { userId: string; jobId: string; applicant: Applicant }) {
  const [link, setLink] = useState<{ url: string; fileName: string; expiresAt: string } | null>(null);
  const open = useMutation({
    mutationKey: ['applicant-cv', userId, jobId, applicant.nannyId],
    mutationFn: () => createApplicantCvLink(jobId, applicant.nannyId),
    onSuccess: (answer) => {
      setLink(answer);
      window.location.assign(answer.url);
    },
    onError: (e) => {
      logFailure('Opening the CV failed', e);
      notify.error('We could not open the CV', refusalText(e));
    },
  });
  useEffect(() => {
    if (!link) return;
    const timer = window.setTimeout(
      () => setLink(null),
      Math.max(0, Date.parse(link.expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [link]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        onClick={() => !open.isPending && open.mutate()}
        aria-busy={open.isPending || undefined}
        aria-disabled={open.isPending || undefined}
      >
        {open.isPending ? 'Opening CV…' : 'View CV'}
      </Button>
      <span className="text-sm text-slate-700 wrap-anywhere">{applicant.cvFileName}</span>
      {link && (
        <p role="status" className="w-full text-sm text-slate-800">
          Downloading {link.fileName}.{' '}
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Open it again
          </a>
        </p>
      )}
    </div>
  );
}
