import { useNow } from '@/components/layout/useNow.ts';
import { District } from '@/components/ui/District.tsx';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MAX_CANDIDATE_SKILLS_SHOWN } from '@contract/nanny-constants.ts';
import type { CandidateCard } from '@contract/nanny.ts';
import { Button } from '@/components/ui/Button.tsx';
import { jobTypeLabel } from '@contract/job-types.ts';
import { londonDay } from '@contract/uk-day.ts';
import { weekInWords } from '@contract/week-constants.ts';
import {
  candidateCardId,
  formatAvailability,
  formatDrivingLicence,
  formatExperience,
  formatHourlyRate,
  formatMoreSkills,
  formatTravel,
  paragraphsOf,
  splitSkills,
} from '@/features/candidates/format.ts';
import { CarIcon } from '@/components/ui/icons/CarIcon.tsx';
import { CalendarIcon } from '@/components/ui/icons/CalendarIcon.tsx';
import { ClockIcon } from '@/components/ui/icons/ClockIcon.tsx';
import { FileIcon } from '@/components/ui/icons/FileIcon.tsx';
import { MailIcon } from '@/components/ui/icons/MailIcon.tsx';
import { MapPinIcon } from '@/components/ui/icons/MapPinIcon.tsx';
import { PoundIcon } from '@/components/ui/icons/PoundIcon.tsx';
import { RouteIcon } from '@/components/ui/icons/RouteIcon.tsx';
import { useViewCv, type CvOutcome } from '@/features/candidates/useViewCv.ts';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';
import { ReportFlag } from '@/features/reports/ReportFlag.tsx';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { MessageButton } from '@/features/messages/MessageButton.tsx';
import { MESSAGE_BUTTON_TEXTS } from '@contract/message-buttons.ts';
import { VerificationSummary } from '@/features/verification/VerificationSummary.tsx';
import { ResponsivenessFacts } from '@/features/responsiveness/ResponsivenessFacts.tsx';
import { formatRating, ratingLabel, reviewCountLabel } from '@contract/reviews-rating.ts';

// The Contact dialog (its form and schemas) loads when it is about to open, not with the list.
const contactDialog = lazyDialog(
  async () => (await import('@/features/candidates/ContactDialog.tsx')).ContactDialog,
);
const ContactDialog = contactDialog.Component;
// Her reviews load (with the dialog that lists them) when the rating is about to be opened.
const reviewsDialog = lazyDialog(
  async () => (await import('@/features/reviews/ReviewsDialog.tsx')).ReviewsDialog,
);
const ReviewsDialog = reviewsDialog.Component;

/**
 * Her rating and how many reviews it is made of ('★ 4.7 · 3 reviews'), opening the reviews; nothing
 * at all while she has none (no rating is not a rating of 0).
 */
function RatingButton({ candidate }: { candidate: CandidateCard }) {
  const reviews = useLazyDialog();
  if (candidate.totalReviews <= 0) return null;
  return (
    <div>
      <button
        type="button"
        onClick={reviews.show}
        {...reviewsDialog.triggerProps}
        aria-haspopup="dialog"
        aria-label={ratingLabel(candidate.rating, candidate.totalReviews)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true" className="text-amber-600">
          ★
        </span>
        {formatRating(candidate.rating)}
        <span aria-hidden="true" className="font-normal text-slate-700">
          · {reviewCountLabel(candidate.totalReviews)}
        </span>
      </button>
      {reviews.mounted && (
        <ReviewsDialog
          nannyId={candidate.id}
          firstName={candidate.firstName}
          rating={candidate.rating}
          totalReviews={candidate.totalReviews}
          open={reviews.open}
          onOpenChange={reviews.setOpen}
        />
      )}
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </li>
  );
}

/**
 * Her photo when she uploaded one, else her first name's initial. Either is decorative: her name is the
 * heading beside it, so a screen reader hears it once. A photo that fails to load falls back to the
 * initial.
 */
function Avatar({ photoUrl, initial }: { photoUrl: string | null; initial: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = 'size-14 shrink-0 rounded-full';
  if (photoUrl && failed !== photoUrl)
    return (
      <img
        src={photoUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(photoUrl)}
        className={`${className} bg-brand-100 object-cover`}
      />
    );
  return (
    <div
      aria-hidden="true"
      className={`${className} flex items-center justify-center bg-brand-100 text-xl font-bold text-brand-900`}
    >
      {initial}
    </div>
  );
}

/**
 * What became of 'View CV', under the buttons: the download and a link to start it again while the
 * link lasts, or why it was refused. The status region is always there, so its news is announced.
 */
function CvOutcomeNote({
  outcome,
  firstName,
  signInPath,
}: {
  outcome: CvOutcome | null;
  firstName: string;
  /** Sign in, and back to this page as it is (its filters too). */
  signInPath: string;
}) {
  return (
    <>
      {/* Empty, but always there: a live region added with its news is not reliably announced. */}
      <p role="status" className="text-sm text-slate-700 not-empty:mt-3">
        {outcome?.kind === 'downloading' && (
          <>
            Downloading {firstName}’s CV as <span className="font-medium">{outcome.fileName}</span>. Find it
            in your downloads.{' '}
            {outcome.url && (
              <a href={outcome.url} className="font-medium text-brand-800 underline underline-offset-2">
                Download it again<span className="sr-only"> ({firstName}’s CV)</span>
              </a>
            )}
          </>
        )}
      </p>
      {outcome?.kind === 'refused' && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {outcome.message}{' '}
          {outcome.signIn && (
            <Link to={signInPath} className="text-brand-800 underline underline-offset-2">
              Sign in
            </Link>
          )}
        </p>
      )}
    </>
  );
}

/**
 * One nanny on the candidates page: first name only, and what a family needs to decide to get in touch.
 * A signed-in family or agency messages her in the product; anyone else uses the Contact dialog, whose
 * message starts a conversation she answers here and the visitor reads by email. Shown within an
 * applicant (`asApplicant`), the applicant's own Message button stands for both.
 */
export function CandidateProfileCard({
  candidate,
  asApplicant = false,
}: {
  candidate: CandidateCard;
  asApplicant?: boolean;
}) {
  const headingId = useId();
  const now = useNow();
  const { user } = useAuth();
  const canMessage = user?.userType === 'family' || user?.userType === 'agency';
  const contact = useLazyDialog();
  const { viewCv, opening, outcome, signInPath } = useViewCv(candidate.id);
  // Stored as plain text with paragraphs, and shown as text: nothing in it is ever read as markup.
  const bio = useMemo(() => paragraphsOf(candidate.bio), [candidate.bio]);
  const { shown, more } = splitSkills(candidate.skills, MAX_CANDIDATE_SKILLS_SHOWN);
  const moreLabel = formatMoreSkills(more);
  const availability = formatAvailability(candidate.availableFrom, londonDay(now));
  // Her usual week in a few words (absent on a card drawn before weeks were asked for).
  const week = candidate.availability ? weekInWords(candidate.availability) : '';

  return (
    <article
      id={candidateCardId(candidate.id)}
      // A link to her card (from a conversation) moves the focus here; it is not in the tab order.
      tabIndex={-1}
      aria-labelledby={headingId}
      className="@container flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Avatar photoUrl={candidate.photoUrl} initial={candidate.initials} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 wrap-anywhere">
            {candidate.firstName}
          </h2>
          <VerificationSummary verification={candidate.verification} firstName={candidate.firstName} />
          <RatingButton candidate={candidate} />
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
          <span>{candidate.location}</span>
          <District district={candidate.postcodeDistrict} />
        </Fact>
      </ul>

      {bio.length > 0 && (
        <div className="mt-3 space-y-2 text-slate-700 wrap-anywhere">
          {bio.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      )}

      <ul className="mt-4 grid gap-2 text-sm text-slate-700 @md:grid-cols-2">
        <Fact icon={<ClockIcon className="size-4" />}>{formatExperience(candidate.yearsExperience)}</Fact>
        <Fact icon={<PoundIcon className="size-4" />}>
          {formatHourlyRate(candidate.hourlyRateMin, candidate.hourlyRateMax)}
        </Fact>
        <Fact icon={<CarIcon className="size-4" />}>{formatDrivingLicence(candidate.drivingLicense)}</Fact>
        <Fact icon={<RouteIcon className="size-4" />}>{formatTravel(candidate.willingToTravel)}</Fact>
        {candidate.languages.length > 0 && (
          <Fact icon={<MailIcon className="size-4" />}>Speaks {candidate.languages.join(', ')}</Fact>
        )}
        {candidate.lookingFor.length > 0 && (
          <Fact icon={<ClockIcon className="size-4" />}>
            Looking for {candidate.lookingFor.map(jobTypeLabel).join(', ').toLowerCase()} work
          </Fact>
        )}
        {availability && <Fact icon={<ClockIcon className="size-4" />}>{availability}</Fact>}
        {week && (
          <Fact icon={<CalendarIcon className="size-4" />}>
            <span className="sr-only">Usual week: </span>
            {week}
          </Fact>
        )}
      </ul>

      <ResponsivenessFacts
        view={candidate.responsiveness}
        label={`How ${candidate.firstName} responds`}
        className="mt-3"
      />

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
            className="flex-1 aria-disabled:cursor-wait aria-disabled:opacity-60"
            onClick={viewCv}
            // Disabled while the link is on its way, yet still focused: a keyboard user stays in place.
            aria-disabled={opening || undefined}
            aria-busy={opening || undefined}
          >
            <FileIcon className="size-4" />
            {opening ? 'Opening CV…' : 'View CV'}
            <span className="sr-only"> for {candidate.firstName}</span>
          </Button>
        )}
        {asApplicant ? null : canMessage ? (
          <MessageButton
            className="flex-1"
            label={MESSAGE_BUTTON_TEXTS.message}
            srSuffix={` ${candidate.firstName}`}
            recipient={candidate.firstName}
            start={{ nannyId: candidate.id }}
          />
        ) : (
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
        )}
      </div>

      {candidate.hasCv && (
        <CvOutcomeNote outcome={outcome} firstName={candidate.firstName} signInPath={signInPath} />
      )}

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
