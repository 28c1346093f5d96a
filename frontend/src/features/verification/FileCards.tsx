import { useId } from 'react';
import {
  CHECK_LABELS,
  type AdminCheckRequest,
  type AdminReferee,
  type VerificationFile,
} from '@contract/verification.ts';
import { Card } from '@/components/ui/Card.tsx';
import { CheckActions, RefereeActions } from '@/features/verification/AdminDecisions.tsx';
import { checkedLineText, dayInWords, knownForLabel, lapseText } from '@/features/verification/format.ts';
import { LevelBadge } from '@/features/verification/VerificationSummary.tsx';
import { Row } from '@/components/ui/Row.tsx';

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

/** A waiting or decided check request, with what a moderator may do about it. */
export function RequestCard({ nannyId, request }: { nannyId: string; request: AdminCheckRequest }) {
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

/** A referee's request and answers, with what a moderator may do about them. */
export function RefereeCard({ nannyId, referee }: { nannyId: string; referee: AdminReferee }) {
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

/** The file at a glance: where she is, her level and her current checks. */
export function Summary({ file }: { file: VerificationFile }) {
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
