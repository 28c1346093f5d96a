/**
 * A poster's suggested nannies for one of their jobs, and inviting one of them to apply: the answers'
 * shapes and the texts the page and the server share.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { candidateCard, nannyIdParams } from './nanny.ts';

export * from './suggestions-constants.ts';

export const suggestion = /* @__PURE__ */ schema(() =>
  z.object({
    card: candidateCard,
    match: z.object({
      score: z.number(),
      /** What fits, each as its plain text to the poster. */
      reasons: z.array(z.string()),
      /** What the job asks for that her profile does not show. */
      gaps: z.array(z.string()),
    }),
    applied: z.boolean(),
    /** The conversation of the invitation, once she was invited. */
    invitation: z.nullable(z.object({ conversationId: z.string() })),
  }),
);
export type Suggestion = z.infer<typeof suggestion>;

export const suggestions = /* @__PURE__ */ schema(() =>
  z.object({
    /** Whose profiles were scored: the job's postcode area's, or (a job without a postcode) the best listed. */
    basis: z.enum(['area', 'everywhere']),
    /** The job's postcode area (`SW`), or null. */
    area: z.nullable(z.string()),
    /** Whether invitations can be sent (the job is on the board). */
    canInvite: z.boolean(),
    items: z.array(suggestion),
  }),
);
export type Suggestions = z.infer<typeof suggestions>;

export const invitationInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ nannyId: nannyIdParams.shape.nannyId }),
);
export type InvitationInput = z.infer<typeof invitationInput>;

export const invitationSent = /* @__PURE__ */ schema(() =>
  z.object({ conversationId: z.string(), created: z.boolean() }),
);
