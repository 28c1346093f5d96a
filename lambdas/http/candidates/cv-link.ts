import { candidatesCvLink } from '../../contract/routes/candidates.ts';
import { httpHandler } from '../handler.ts';
import { candidateCvLink } from '../../services/cv-link.ts';

/** A short-lived link to a nanny's CV, for signed-in families and agencies; every access is recorded. */
export const handler = httpHandler(candidatesCvLink, async ({ principal, params, log }) =>
  candidateCvLink(principal, params.nannyId, log),
);
