import { useId } from 'react';

/** The secret split into groups of four, as authenticator apps ask for it to be typed. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * How to add this account to an authenticator app: a link that opens the app on a phone (the
 * otpauth:// address), and the secret as text to type in, for a computer or an app without the link.
 */
export function TwoFactorSecret({ secret, uri }: { secret: string; uri: string }) {
  const secretId = useId();
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <ol className="list-decimal space-y-2 pl-5 text-slate-800">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator or Microsoft
          Authenticator).
        </li>
        <li>
          Add an account with the setup key below, or on this phone{' '}
          <a href={uri} className="font-medium text-brand-800 underline underline-offset-2">
            open the authenticator app with this account
          </a>
          .
        </li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <div>
        <p id={secretId} className="text-sm font-medium text-slate-900">
          Setup key
        </p>
        <p
          aria-labelledby={secretId}
          className="mt-1 font-mono text-lg tracking-wider break-all text-slate-900 select-all"
        >
          {groupedSecret(secret)}
        </p>
      </div>
    </div>
  );
}
