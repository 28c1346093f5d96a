import { randomUUID } from 'node:crypto';
import { NANNY_MESSAGES } from '../../contract/nanny.ts';
import type { FileRef, UploadPurpose } from '../../contract/uploads.ts';
import { toOwnProfile, type NannyProfile } from '../../domain/nanny.ts';
import { sanitiseProfileText, textProblems } from '../../domain/nanny-text.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { acceptFile, deleteFiles } from '../../data/files.ts';
import { getNannyOfUser, saveNanny } from '../../data/nannies.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { invalid, forbidden } from '../../domain/errors.ts';
import { nanniesSave } from '../../contract/routes/nannies.ts';
import { httpHandler } from '../handler.ts';
import { EMPTY_TRUST } from '../../domain/verification.ts';
import { districtOf } from '../../contract/postcode.ts';

const filesOf = (p: NannyProfile | null): FileRef[] =>
  p ? [p.photo, p.cv, p.dbs, ...p.references].filter((f): f is FileRef => f !== null) : [];

/** Creates the caller's nanny profile, or saves changes to it. */
export const handler = httpHandler(nanniesSave, async ({ principal, body, log }) => {
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
  const attached = filesOf(previous);
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

    const now = new Date().toISOString();
    const profile: NannyProfile = {
      id,
      userId: principal.id,
      ...text,
      // The contract refused anything that is not a UK postcode or district.
      postcodeDistrict: districtOf(body.postcode)!.district,
      lookingFor: [...new Set(body.lookingFor ?? [])],
      availableFrom: body.availableFrom ?? null,
      yearsExperience: body.yearsExperience,
      email: body.email.toLowerCase(),
      drivingLicense: body.drivingLicense,
      willingToTravel: body.willingToTravel,
      activelyLooking: body.activelyLooking,
      hourlyRateMin: body.hourlyRateMin,
      hourlyRateMax: body.hourlyRateMax,
      photo,
      cv,
      dbs,
      references,
      // Her reviews' aggregate is theirs to keep, carried through as read (saveNanny holds it to that).
      rating: previous?.rating ?? 0,
      totalReviews: previous?.totalReviews ?? 0,
      ratingSum: previous?.ratingSum ?? 0,
      // Her checks are moderators' records: an edit carries them as they were (a new certificate
      // upload is checked when she asks for it, on /account/verification).
      trust: previous?.trust ?? EMPTY_TRUST,
      trustVersion: previous?.trustVersion ?? 0,
      hidden: previous?.hidden ?? false,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
    };
    await saveNanny(profile, previous);

    const kept = new Set(filesOf(profile).map((f) => f.key));
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
});
