import { referencesView } from '../../contract/routes/references.ts';
import { getNanny } from '../../data/nannies.ts';
import { notFound } from '../../domain/errors.ts';
import { firstName } from '../../domain/nanny.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { httpHandler } from '../../platform/http.ts';
import { refereeOfLink } from '../../services/references.ts';

/** A referee's form, opened from the emailed link (the token comes in the body, never in the address). */
export const handler = httpHandler(referencesView, async ({ body }) => {
  const referee = await refereeOfLink(body.token, new Date());
  const nanny = await getNanny(referee.nannyId);
  if (!nanny) throw notFound(M.linkInvalid);
  return {
    nannyFirstName: firstName(nanny.fullName),
    refereeName: referee.name,
    relationship: referee.relationship,
    linkLapsesAt: referee.linkLapsesAt,
  };
});
