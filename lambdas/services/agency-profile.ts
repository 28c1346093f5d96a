import { randomUUID } from 'node:crypto';
import { AGENCY_MESSAGES, type AgencyProfile, type AgencyProfileInput } from '../contract/agency.ts';
import type { FileRef } from '../contract/uploads.ts';
import type { Agency, AgencyLogo } from '../domain/agency.ts';
import { plainText } from '../domain/sanitise.ts';
import { createAgency, getAgencyOfUser, updateAgencyProfile } from '../data/agencies.ts';
import { acceptFile, deleteFiles, presignView } from '../data/files.ts';
import { publishLogo } from '../data/public-logos.ts';
import { forbidden, invalid, notFound } from '../domain/errors.ts';
import { reservedNameProblem } from '../domain/names.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/** Agency routes are for agency accounts only. */
export function requireAgencyUser(principal: Principal): void {
  if (principal.userType !== 'agency') throw forbidden(AGENCY_MESSAGES.agencyOnly);
}

/** The caller's agency; a 404 says to create the profile first. */
export async function agencyOfCaller(principal: Principal): Promise<Agency> {
  requireAgencyUser(principal);
  const agency = await getAgencyOfUser(principal.id);
  if (!agency) throw notFound(AGENCY_MESSAGES.profileRequired);
  return agency;
}

/**
 * The agency's profile as its owner sees it, with a link to show its logo: the public copy's path, or a
 * presigned link for a logo saved before public copies (until the profile is saved again).
 */
export async function profileView(agency: Agency): Promise<AgencyProfile> {
  const logo = agency.logo;
  return {
    id: agency.id,
    agencyName: agency.agencyName,
    websiteUrl: agency.websiteUrl,
    logo: logo ? { key: logo.key, name: logo.name } : null,
    logoUrl: logo ? (logo.path ?? (await presignView(logo.key))) : null,
    createdAt: agency.createdAt,
    updatedAt: agency.updatedAt,
  };
}

/**
 * Creates the caller's agency, or saves its name, website and logo. The name is plain text and may not
 * pass for the site or its staff (domain/names.ts); a refused one is a 400 that saves nothing. A new
 * logo is confirmed like every upload (copied, then checked by its bytes), and its public copy written
 * (data/public-logos.ts) before the agency names it; a kept logo saved before public copies gets its
 * copy now. A replaced logo, and its public copy, are kept: job posts published with it still show it.
 * Public copies go with the account (its deletion empties the agency's logos folder); a copy written for
 * a save that then fails is left there too, since another record may name the same bytes' copy.
 */
export async function saveAgencyProfile(
  principal: Principal,
  input: AgencyProfileInput,
  previous: Agency | null,
  log: Logger,
): Promise<Agency> {
  requireAgencyUser(principal);
  const agencyName = plainText(input.agencyName);
  if (!agencyName) throw invalid('Invalid request body', { agencyName: AGENCY_MESSAGES.agencyName });
  // Its jobs, messages and emails show this name: it may not pass for the site or its staff.
  const reserved = reservedNameProblem(agencyName);
  if (reserved) throw invalid('Invalid request body', { agencyName: reserved });
  const id = previous?.id ?? randomUUID();
  let logo: AgencyLogo | null = null;
  let pending: string | null = null;
  if (input.logo) {
    const accepted = await acceptFile(input.logo.key, {
      userId: principal.id,
      owner: { kind: 'agencies', agencyId: id },
      purpose: 'agency-logo',
      field: 'logo',
      attached: previous?.logo ? [previous.logo] : [],
    });
    pending = accepted.pending;
    const kept = accepted.pending === null ? previous?.logo : undefined;
    const path = kept?.path ?? (await publicCopy(id, accepted.file, accepted.contentType, pending, log));
    logo = { key: accepted.file.key, name: accepted.file.name, path };
  }
  const unchanged =
    previous &&
    previous.agencyName === agencyName &&
    previous.websiteUrl === input.websiteUrl &&
    (previous.logo?.key ?? null) === (logo?.key ?? null) &&
    (previous.logo?.path ?? null) === (logo?.path ?? null);
  if (unchanged) return previous;

  const now = new Date().toISOString();
  let saved: Agency;
  try {
    if (previous) {
      saved = await updateAgencyProfile(previous, {
        agencyName,
        websiteUrl: input.websiteUrl,
        logo,
        updatedAt: now,
      });
    } else {
      saved = {
        id,
        userId: principal.id,
        ownerEmail: principal.email,
        agencyName,
        websiteUrl: input.websiteUrl,
        logo,
        stripeCustomerId: null,
        trialUsed: false,
        pendingCheckoutSessionId: null,
        subscription: null,
        createdAt: now,
        updatedAt: now,
      };
      await createAgency(saved);
    }
  } catch (error) {
    // Nothing of a refused save stays attached; the pending upload remains, so it can be retried.
    if (pending && logo)
      await deleteFiles([logo.key]).catch((cleanup: unknown) =>
        log.warn('could not delete logo copy', { cleanup }),
      );
    throw error;
  }
  if (pending)
    await deleteFiles([pending]).catch((error: unknown) =>
      log.warn('could not delete pending logo', { error }),
    );
  log.info(previous ? 'agency profile updated' : 'agency profile created', { agencyId: id });
  return saved;
}

/**
 * Writes the public copy of a logo the agency is about to name. When it cannot be written, a logo just
 * copied under files/ is deleted (its pending upload remains, so the save can be retried).
 */
async function publicCopy(
  agencyId: string,
  logo: FileRef,
  contentType: string,
  pending: string | null,
  log: Logger,
): Promise<string> {
  try {
    return await publishLogo(agencyId, logo, contentType);
  } catch (error) {
    if (pending)
      await deleteFiles([logo.key]).catch((cleanup: unknown) =>
        log.warn('could not delete logo copy', { cleanup }),
      );
    throw error;
  }
}

/** Creates the caller's agency profile (one per user), or saves changes to it; answers it as its owner sees it. */
export async function saveCallerAgency(
  principal: Principal,
  input: Parameters<typeof saveAgencyProfile>[1],
  log: Logger,
): Promise<AgencyProfile> {
  requireAgencyUser(principal);
  const previous = await getAgencyOfUser(principal.id);
  return profileView(await saveAgencyProfile(principal, input, previous, log));
}
