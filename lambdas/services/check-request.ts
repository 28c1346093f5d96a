import { VERIFICATION_MESSAGES as M } from '../contract/verification-constants.ts';
import { acceptFile, deleteFiles } from '../data/files.ts';
import { getNannyOfUser } from '../data/nannies.ts';
import { requestCheck } from '../data/verifications.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import { plainProse } from '../domain/sanitise.ts';
import { checkRequestView } from './verification.ts';
import type { CheckRequestInput } from '../contract/verification.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/**
 * Asks for a check. Identity and first aid need a document she attaches; a DBS certificate uses the one
 * on her profile unless she attaches one; the Update Service needs her consent and the certificate's
 * number; Ofsted needs her registration number. One check of a kind waits at a time.
 */
export async function requestACheck(principal: Principal, body: CheckRequestInput, log: Logger) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);

  const needsEvidence = body.kind === 'identity' || body.kind === 'first_aid';
  if (needsEvidence && !body.evidence) throw invalid('Invalid request body', { evidence: M.evidenceNeeded });
  if (body.kind === 'dbs_certificate' && !body.evidence && !profile.dbs)
    throw invalid('Invalid request body', { evidence: M.dbsEvidenceNeeded });
  if (body.kind === 'dbs_update_service' && !body.certificateNumber)
    throw invalid('Invalid request body', { certificateNumber: M.certificateNumber });
  if (body.kind === 'ofsted' && !body.registrationNumber)
    throw invalid('Invalid request body', { registrationNumber: M.ofstedNumber });
  const takesEvidence = needsEvidence || body.kind === 'dbs_certificate';
  if (body.evidence && !takesEvidence)
    throw invalid('Invalid request body', { evidence: 'This check takes no document.' });

  let accepted: { key: string; name: string } | null = null;
  let pending: string | null = null;
  if (body.evidence) {
    const result = await acceptFile(body.evidence.key, {
      userId: principal.id,
      owner: { kind: 'nannies', nannyId: profile.id },
      purpose: 'nanny-evidence',
      field: 'evidence',
      attached: [],
    });
    accepted = result.file;
    pending = result.pending;
  }
  try {
    const outcome = await requestCheck(
      {
        nannyId: profile.id,
        nannyName: profile.fullName,
        kind: body.kind,
        note: plainProse(body.note),
        evidence: accepted,
        profileDbs: body.kind === 'dbs_certificate' && !accepted ? profile.dbs : null,
        certificateNumber: body.kind === 'dbs_update_service' ? (body.certificateNumber ?? null) : null,
        registrationNumber: body.kind === 'ofsted' ? (body.registrationNumber ?? null) : null,
      },
      new Date(),
    );
    if (outcome.outcome !== 'done')
      throw conflict(outcome.outcome === 'waiting' ? M.alreadyRequested : M.consentNeeded);
    if (pending)
      await deleteFiles([pending]).catch((error: unknown) =>
        log.warn('could not delete the upload', { error }),
      );
    log.info('check requested', { nannyId: profile.id, kind: body.kind });
    return checkRequestView(outcome.request);
  } catch (error) {
    // Nothing of a refused request stays: its copy goes, the pending upload stays for a retry.
    if (accepted)
      await deleteFiles([accepted.key]).catch((cleanup: unknown) =>
        log.warn('could not delete', { cleanup }),
      );
    throw error;
  }
}
