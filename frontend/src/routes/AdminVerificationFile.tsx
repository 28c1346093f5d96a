import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import {
  CHECK_LABELS,
  type AdminCheckRequest,
  type AdminReferee,
  type VerificationFile,
} from '@contract/verification.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Card } from '@/components/ui/Card.tsx';
import { ListLoadError } from '@/components/ui/PagedList.tsx';
import { CheckActions, RefereeActions } from '@/features/verification/AdminDecisions.tsx';
import { FILE_FOCUS_ID, REFEREES_FOCUS_ID } from '@/features/verification/DecisionParts.tsx';
import { checkedLineText, dayInWords, knownForLabel, lapseText } from '@/features/verification/format.ts';
import { verificationFileQuery } from '@/features/verification/queries.ts';
import { LevelBadge } from '@/features/verification/VerificationSummary.tsx';
import { Row } from '@/components/ui/Row.tsx';

const TITLE = 'Verification file';
const linkClass = 'font-medium text-brand-900 underline underline-offset-2';

/** A file a moderator opens: a short-lived link, in a new tab so the file page stays. */
function FileLink({ file }: { file: { name: string; url: string } }) {
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {file.name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const REQUEST_STATUS: Record<AdminCheckRequest['status'], string> = {
  requested: 'Waiting',
  recorded: 'Recorded',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

const REFEREE_STATUS: Record<AdminReferee['status'], string> = {
  invited: 'Invited, not answered',
  answered: 'Answered: waiting for you',
  confirmed: 'Confirmed',
  refused: 'Refused',
  withdrawn: 'Withdrawn by the nanny',
};

function RequestCard({ nannyId, request }: { nannyId: string; request: AdminCheckRequest }) {
  const headingId = useId();
  const waiting = request.status === 'requested';
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="verification-request">
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
              {CHECK_LABELS[request.kind]}
            </h3>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300">
              <span className="sr-only">Status: </span>
              {REQUEST_STATUS[request.status]}
            </span>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Row label="Asked for on">
              <time dateTime={request.requestedAt}>{dayInWords(request.requestedAt)}</time>
            </Row>
            {request.evidenceLink && (
              <Row label="Evidence">
                <FileLink file={request.evidenceLink} />
              </Row>
            )}
            {request.kind === 'dbs_certificate' && !request.evidence && waiting && (
              <Row label="Evidence">The DBS certificate on her profile (see Files above)</Row>
            )}
            {request.certificateNumber && <Row label="Certificate number">{request.certificateNumber}</Row>}
            {request.registrationNumber && (
              <Row label="Ofsted registration number">{request.registrationNumber}</Row>
            )}
            {request.note && (
              <Row label="Her note" wide>
                {request.note}
              </Row>
            )}
            {request.recorded?.map((item) => (
              <Row key={item.label} label={item.label}>
                {item.value}
              </Row>
            ))}
            {request.on && <Row label="Dated">{dayInWords(request.on)}</Row>}
            {request.lapsesOn && <Row label="Lapses on">{dayInWords(request.lapsesOn)}</Row>}
            {request.reason && (
              <Row label="Reason given to her" wide>
                {request.reason}
              </Row>
            )}
            {request.decidedAt && (
              <Row label="Decided">
                <time dateTime={request.decidedAt}>{dayInWords(request.decidedAt)}</time>
                {request.decidedBy ? ` by ${request.decidedBy}` : ''}
              </Row>
            )}
          </dl>
          {waiting && <CheckActions nannyId={nannyId} request={request} headingId={headingId} />}
        </Card>
      </article>
    </li>
  );
}

function RefereeCard({ nannyId, referee }: { nannyId: string; referee: AdminReferee }) {
  const headingId = useId();
  const { answers } = referee;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="verification-referee">
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere">
              {referee.name}
            </h3>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300">
              <span className="sr-only">Status: </span>
              {REFEREE_STATUS[referee.status]}
            </span>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Row label="Email">{referee.email}</Row>
            <Row label="How she says they know her">{referee.relationship}</Row>
            <Row label="Invited on">
              <time dateTime={referee.invitedAt}>{dayInWords(referee.invitedAt)}</time>
            </Row>
            {referee.answeredAt && (
              <Row label="Answered on">
                <time dateTime={referee.answeredAt}>{dayInWords(referee.answeredAt)}</time>
              </Row>
            )}
            {answers && (
              <>
                <Row label="How they know her" wide>
                  {answers.howKnown}
                </Row>
                <Row label="For how long">{knownForLabel(answers.knownFor)}</Row>
                <Row label="Would employ her again">{answers.wouldEmployAgain === 'yes' ? 'Yes' : 'No'}</Row>
                <Row label="Comments" wide>
                  {answers.comments.trim() ? (
                    answers.comments
                  ) : (
                    <span className="text-slate-600">None given</span>
                  )}
                </Row>
              </>
            )}
            {referee.confirmedOn && <Row label="Confirmed on">{dayInWords(referee.confirmedOn)}</Row>}
            {referee.lapsesOn && <Row label="Counts until">{dayInWords(referee.lapsesOn)}</Row>}
            {referee.reason && (
              <Row label="Reason given to her" wide>
                {referee.reason}
              </Row>
            )}
          </dl>
          {referee.status === 'answered' && (
            <RefereeActions nannyId={nannyId} referee={referee} headingId={headingId} />
          )}
        </Card>
      </article>
    </li>
  );
}

function Summary({ file }: { file: VerificationFile }) {
  return (
    <Card>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label="Location">{file.location}</Row>
        <Row label="Level">{file.level === 'none' ? 'No level' : <LevelBadge level={file.level} />}</Row>
        <Row label="Current checks" wide>
          {file.checks.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {file.checks.map((line) => (
                <li key={line.kind}>
                  {checkedLineText(line)}; {lapseText(line)}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Row>
        <Row label="Consent to DBS Update Service checks">
          {file.consent.given
            ? `Given${file.consent.at ? ` on ${dayInWords(file.consent.at)}` : ''}`
            : 'Not given: do not check the Update Service'}
        </Row>
        <Row label="Files">
          {file.dbsUpload || file.referenceUploads.length > 0 ? (
            <ul className="space-y-1">
              {file.dbsUpload && (
                <li>
                  DBS certificate on her profile: <FileLink file={file.dbsUpload} />
                </li>
              )}
              {file.referenceUploads.map((upload) => (
                <li key={upload.url}>
                  Reference upload: <FileLink file={upload} />
                </li>
              ))}
            </ul>
          ) : (
            'None on her profile'
          )}
        </Row>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        File links work for a short time; reload the page for fresh ones.
      </p>
    </Card>
  );
}

function FileView({ nannyId }: { nannyId: string }) {
  const query = useQuery(verificationFileQuery(nannyId));
  let body: ReactNode;
  if (query.isPending)
    body = (
      <p role="status" className="text-slate-700">
        Loading the file...
      </p>
    );
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <Card>
          <p role="alert" className="text-slate-800">
            There is no nanny with this file. She may have deleted her account.
          </p>
        </Card>
      ) : (
        <ListLoadError
          title="The verification file could not be loaded"
          message={readFailureMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          retryingLabel="Trying again..."
        />
      );
  else {
    const file = query.data;
    const waiting = file.requests.filter((r) => r.status === 'requested');
    const decided = file.requests.filter((r) => r.status !== 'requested');
    body = (
      <div className="space-y-10">
        <Summary file={file} />
        <section aria-labelledby={FILE_FOCUS_ID}>
          <h2
            id={FILE_FOCUS_ID}
            tabIndex={-1}
            className="text-2xl font-semibold text-slate-900 focus:outline-none"
          >
            Waiting checks
          </h2>
          {waiting.length > 0 ? (
            <ul role="list" className="mt-4 space-y-6">
              {waiting.map((request) => (
                <RequestCard key={request.id} nannyId={nannyId} request={request} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No check is waiting.</p>
          )}
        </section>
        <section aria-labelledby={REFEREES_FOCUS_ID}>
          <h2
            id={REFEREES_FOCUS_ID}
            tabIndex={-1}
            className="text-2xl font-semibold text-slate-900 focus:outline-none"
          >
            Referees
          </h2>
          {file.referees.length > 0 ? (
            <ul role="list" className="mt-4 space-y-6">
              {file.referees.map((referee) => (
                <RefereeCard key={referee.id} nannyId={nannyId} referee={referee} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">She has not named any referees.</p>
          )}
        </section>
        {decided.length > 0 && (
          <section aria-labelledby="verification-file-decided">
            <h2 id="verification-file-decided" className="text-2xl font-semibold text-slate-900">
              Earlier requests
            </h2>
            <ul role="list" className="mt-4 space-y-6">
              {decided.map((request) => (
                <RequestCard key={request.id} nannyId={nannyId} request={request} />
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }
  const name = query.data?.fullName;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/admin/verifications" className={linkClass}>
        Back to verifications
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl wrap-anywhere">
        {name ? `${TITLE}: ${name}` : TITLE}
      </h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}

/** One nanny's verification file: her checks, consent and files, what waits, and her referees' answers. */
export default function AdminVerificationFile() {
  const { nannyId = '' } = useParams();
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path={`/admin/verifications/${encodeURIComponent(nannyId)}`}
      signInText="Verification files are for administrators. Sign in with your administrator account."
      notAdminText="Verification files can only be seen by administrators, and your account is not an administrator account."
      away={{ to: '/', label: 'Back to Home' }}
    >
      <FileView nannyId={nannyId} />
    </AdminOnly>
  );
}
