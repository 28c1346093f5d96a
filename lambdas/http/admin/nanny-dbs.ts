import { getNanny, setNannyDbs } from '../../data/nannies.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

/** A moderator checked a nanny's DBS certificate: the DBS Verified badge and the date, or neither. */
export const handler = httpHandler(routes.adminNannyDbs, async ({ principal, params, body, log }) => {
  const nanny = await getNanny(params.nannyId, true);
  if (!nanny) throw notFound('Unknown nanny');
  // Already so (a second click, or another moderator first): the check keeps its date.
  if (nanny.dbsVerified === body.verified)
    return { nannyId: nanny.id, dbsVerified: nanny.dbsVerified, dbsVerifiedAt: nanny.dbsVerifiedAt };
  const at = body.verified ? new Date().toISOString() : null;
  if (!(await setNannyDbs(params.nannyId, body.verified, at)))
    throw conflict('This nanny has not uploaded a DBS certificate to verify.');
  log.info('dbs check recorded', { nannyId: params.nannyId, verified: body.verified, by: principal.id });
  return { nannyId: params.nannyId, dbsVerified: body.verified, dbsVerifiedAt: at };
});
