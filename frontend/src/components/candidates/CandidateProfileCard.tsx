import { useId, useMemo, type ReactNode } from 'react';
import { MAX_CANDIDATE_SKILLS_SHOWN } from '@contract/nanny-constants.ts';
import type { CandidateCard } from '@contract/nanny.ts';
import { Button } from '@/components/ui/Button.tsx';
import { sanitizeBio } from './bio.ts';
import {
  formatDrivingLicence,
  formatExperience,
  formatHourlyRate,
  formatMoreSkills,
  formatTravel,
  splitSkills,
} from './format.ts';
import {
  CarIcon,
  ClockIcon,
  FileIcon,
  MailIcon,
  MapPinIcon,
  PoundIcon,
  RouteIcon,
  ShieldCheckIcon,
} from '../ui/icons.tsx';
import { useViewCv } from './useViewCv.ts';
import { lazyDialog, useLazyDialog } from '../ui/lazyDialog.ts';
import { ReportFlag } from '../reports/ReportFlag.tsx';

// The Contact dialog (its form and schemas) loads when it is about to open, not with the list.
const contactDialog = lazyDialog(async () => (await import('./ContactDialog.tsx')).ContactDialog);
const ContactDialog = contactDialog.Component;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </li>
  );
}

/** One nanny on the candidates page: first name only, and what a family needs to decide to get in touch. */
export function CandidateProfileCard({ candidate }: { candidate: CandidateCard }) {
  const headingId = useId();
  const contact = useLazyDialog();
  const { viewCv, opening } = useViewCv(candidate.id);
  const bio = useMemo(() => sanitizeBio(candidate.bio), [candidate.bio]);
  const { shown, more } = splitSkills(candidate.skills, MAX_CANDIDATE_SKILLS_SHOWN);
  const moreLabel = formatMoreSkills(more);

  return (
    <article
      aria-labelledby={headingId}
      className="@container flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
        >
          {candidate.initials}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 wrap-anywhere">
            {candidate.firstName}
          </h2>
          {candidate.dbsVerified && (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-300">
              <ShieldCheckIcon className="size-4" />
              DBS Verified
            </span>
          )}
        </div>
        <ReportFlag
          label="Report this profile"
          contentType="nanny_profile"
          contentId={candidate.id}
          contentLabel={candidate.firstName}
        />
      </div>

      <ul className="mt-4 space-y-2 text-slate-700">
        <Fact icon={<MapPinIcon />}>
          <span className="sr-only">Location: </span>
          {candidate.location}
        </Fact>
      </ul>

      {bio && (
        <div
          className="mt-3 text-slate-700 wrap-anywhere [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-2 [&_ul]:mt-2"
          // Sanitised on the server, and again here: only b, i, em, strong, p, br, ul, ol, li; no attributes.
          dangerouslySetInnerHTML={{ __html: bio }}
        />
      )}

      <ul className="mt-4 grid gap-2 text-sm text-slate-700 @md:grid-cols-2">
        <Fact icon={<ClockIcon className="size-4" />}>{formatExperience(candidate.yearsExperience)}</Fact>
        <Fact icon={<PoundIcon className="size-4" />}>
          {formatHourlyRate(candidate.hourlyRateMin, candidate.hourlyRateMax)}
        </Fact>
        <Fact icon={<CarIcon className="size-4" />}>{formatDrivingLicence(candidate.drivingLicense)}</Fact>
        <Fact icon={<RouteIcon className="size-4" />}>{formatTravel(candidate.willingToTravel)}</Fact>
      </ul>

      {shown.length > 0 && (
        <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-2">
          {shown.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
            >
              {skill}
            </li>
          ))}
          {moreLabel && (
            <li className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700">
              {moreLabel}
            </li>
          )}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        {candidate.hasCv && (
          <Button
            variant="outline"
            className="flex-1"
            onClick={viewCv}
            aria-disabled={opening || undefined}
            aria-busy={opening || undefined}
          >
            <FileIcon className="size-4" />
            {opening ? 'Opening CV...' : 'View CV'}
            <span className="sr-only"> for {candidate.firstName}</span>
          </Button>
        )}
        <Button
          className="flex-1"
          onClick={contact.show}
          {...contactDialog.triggerProps}
          aria-haspopup="dialog"
        >
          <MailIcon className="size-4" />
          Contact
          <span className="sr-only"> {candidate.firstName}</span>
        </Button>
      </div>

      {contact.mounted && (
        <ContactDialog
          nannyId={candidate.id}
          firstName={candidate.firstName}
          open={contact.open}
          onOpenChange={contact.setOpen}
        />
      )}
    </article>
  );
}
