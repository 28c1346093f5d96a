import { randomUUID } from 'node:crypto';
import { NANNY_MESSAGES, type NannyProfileInput } from '../contract/nanny.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import type { FileRef, UploadPurpose } from '../contract/uploads.ts';
import { profileFiles, profileToSave, toOwnProfile } from '../domain/nanny.ts';
import { sanitiseProfileText, textProblems } from '../domain/nanny-text.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { acceptFile, deleteFiles } from '../data/files.ts';
import { getNannyOfUser, saveNanny } from '../data/nannies.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { invalid, forbidden, notFound } from '../domain/errors.ts';

/** Creates the caller's nanny profile, or saves changes to it; answers it as she sees it. */
export async function saveNannyProfile(principal: Principal, body: NannyProfileInput, log: Logger) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts can create a nanny profile.');
  // Messages from families are emailed to this address, so it must be the one the account verified.
  if (body.email.toLowerCase() !== principal.email.toLowerCase())
    throw invalid('Invalid request body', { email: NANNY_MESSAGES.emailMustMatch });
  const text = sanitiseProfileText(body);
  const problems = textProblems(text);
  if (problems) throw invalid('Invalid request body', problems);
  await enforceRateLimits(
    [[RATE_LIMITS.nannyProfilePerEmail, principal.email]],
    NANNY_MESSAGES.tooManyAttempts,
  );

  const previous = await getNannyOfUser(principal.id);
  const id = previous?.id ?? randomUUID();
  const attached = profileFiles(previous);
  const moved: string[] = [];
  const uploaded: string[] = [];
  const accept = async (
    ref: FileRef | null,
    purpose: UploadPurpose,
    field: string,
  ): Promise<FileRef | null> => {
    if (!ref) return null;
    const { file, pending } = await acceptFile(ref.key, {
      userId: principal.id,
      owner: { kind: 'nannies', nannyId: id },
      purpose,
      field,
      attached,
    });
    if (pending) {
      moved.push(file.key);
      uploaded.push(pending);
    }
    return file;
  };

  try {
    const photo = await accept(body.photo, 'nanny-photo', 'photo');
    const cv = await accept(body.cv, 'nanny-cv', 'cv');
    const dbs = await accept(body.dbs, 'nanny-dbs', 'dbs');
    const references: FileRef[] = [];
    for (const [i, ref] of body.references.entries())
      references.push((await accept(ref, 'nanny-reference', `references.${i}`))!);

    const profile = profileToSave({
      id,
      userId: principal.id,
      text,
      form: body,
      files: { photo, cv, dbs, references },
      previous,
      now: new Date().toISOString(),
    });
    await saveNanny(profile, previous);

    const kept = new Set(profileFiles(profile).map((f) => f.key));
    // The saved profile now owns its copies: the pending uploads and replaced files can go.
    const replaced = attached.filter((f) => !kept.has(f.key)).map((f) => f.key);
    await deleteFiles([...replaced, ...uploaded]).catch((error: unknown) =>
      log.warn('could not delete replaced files', { error }),
    );
    log.info(previous ? 'nanny profile updated' : 'nanny profile created', { nannyId: id });
    return toOwnProfile(profile, new Date());
  } catch (error) {
    // Nothing of a rejected submission stays attached; its pending uploads remain, so it can be retried.
    await deleteFiles(moved).catch((cleanup: unknown) =>
      log.warn('could not delete moved files', { cleanup }),
    );
    throw error;
  }
}

/** Her own nanny profile, to edit it. */
export async function ownNannyProfile(accountId: string) {
  const profile = await getNannyOfUser(accountId);
  if (!profile) throw notFound('You have not created a nanny profile yet.');
  return toOwnProfile(profile, new Date());
}
