/**
 * A nanny's profile as she writes it: its text cleaned and checked. Apart from domain/nanny.ts, which
 * every reader of a profile imports, so only the function that saves one bundles the HTML sanitiser
 * and the name rule's table of look-alike letters.
 */
import { NANNY_MESSAGES, type NannyProfileInput } from '../contract/nanny.ts';
import { reservedNameProblem } from './names.ts';
import { plainParagraphs, plainText } from './sanitise.ts';

/**
 * The submitted text fields as stored: name, location and languages as plain single-line text; the bio
 * and comments as plain text with paragraphs, so the edit form shows them as they were typed.
 */
export function sanitiseProfileText(input: NannyProfileInput) {
  const languages = [...new Set(input.languages.map(plainText).filter(Boolean))];
  return {
    fullName: plainText(input.fullName),
    location: plainText(input.location),
    bio: plainParagraphs(input.bio),
    additionalComments: plainParagraphs(input.additionalComments),
    languages,
    skills: [...new Set(input.skills)],
  };
}

/**
 * What is wrong with the sanitised text, in the spec's words: markup-only input passes the contract's
 * length checks but sanitises to nothing. Her name shows on her card and in families' inboxes, so it may
 * not pass for the site or its staff either (domain/names.ts).
 */
export function textProblems(text: ReturnType<typeof sanitiseProfileText>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!text.fullName) problems.fullName = NANNY_MESSAGES.fullName;
  else {
    const reserved = reservedNameProblem(text.fullName);
    if (reserved) problems.fullName = reserved;
  }
  if (!text.location) problems.location = NANNY_MESSAGES.location;
  if (text.bio.replace(/\s+/g, ' ').length < 10) problems.bio = NANNY_MESSAGES.bio;
  return Object.keys(problems).length ? problems : null;
}
