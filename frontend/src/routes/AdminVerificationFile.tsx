import { type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Card } from '@/components/ui/Card.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { FILE_FOCUS_ID, REFEREES_FOCUS_ID } from '@/features/verification/DecisionParts.tsx';
import { verificationFileQuery } from '@/features/verification/queries.ts';
import { RequestCard, RefereeCard, Summary } from '@/features/verification/FileCards.tsx';

const TITLE = 'Verification file';
const linkClass = 'font-medium text-brand-900 underline underline-offset-2';

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
