/** Her public card as families see it, built from her own profile. Pure, so unit tests (Node) load it. */
import type { CandidateCard, OwnNannyProfile } from '@contract/nanny.ts';

/** The first word of her full name: all the public sees of it (as the server shows it). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * The card the candidates page shows of her: first name only, and none of what stays private (surname,
 * email, documents). Her photo reaches the public as a short-lived link the server signs, so the preview
 * shows her initial; a rating starts at none.
 */
export function previewCard(profile: OwnNannyProfile): CandidateCard {
  const firstName = firstNameOf(profile.fullName);
  return {
    id: profile.id,
    firstName,
    initials: firstName.charAt(0).toUpperCase(),
    photoUrl: null,
    location: profile.location,
    postcodeDistrict: profile.postcode || null,
    bio: profile.bio,
    yearsExperience: profile.yearsExperience,
    hourlyRateMin: profile.hourlyRateMin,
    hourlyRateMax: profile.hourlyRateMax,
    drivingLicense: profile.drivingLicense,
    willingToTravel: profile.willingToTravel,
    skills: profile.skills,
    languages: profile.languages,
    lookingFor: profile.lookingFor,
    availableFrom: profile.availableFrom,
    availability: profile.availability,
    verification: profile.verification,
    rating: 0,
    totalReviews: 0,
    hasCv: profile.cv !== null,
  };
}
