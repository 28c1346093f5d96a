/**
 * Nanny shares (shares-constants.ts says the rules): what a family sends to start a share, propose to
 * join one, answer a proposal, propose and agree the split, give its details as an employer, and leave;
 * and what it reads back. Only the two families of a share read it whole; another family searching reads
 * a share's card (its district, days, children and words), never an address or a surname.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { postcodeField } from './postcode-field.ts';
import { weekInput } from './week.ts';
import { DAY_PARTS, WEEKDAYS } from './week-constants.ts';
import { PROPOSAL_STATUSES, SHARE_MAX_CHILDREN, SHARE_STATUSES } from './shares-constants.ts';
import { SHARE_TEXTS } from './shares-texts.ts';
import { SHARE_HOMES, SPLIT_BASES, splitRefusals, MAX_HOST_ALLOWANCE_PERCENT } from './share-split.ts';

export * from './shares-constants.ts';
export * from './shares-texts.ts';

const ID = /^[a-z0-9-]{8,64}$/;
const ACCOUNT_ID = /^[A-Za-z0-9-]{8,64}$/;
const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`));
const text = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));

export const shareParams = /* @__PURE__ */ schema(() =>
  z.strictObject({ shareId: z.string().check(z.regex(ID, SHARE_TEXTS.notFound)) }),
);
export const proposalParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    shareId: z.string().check(z.regex(ID, SHARE_TEXTS.notFound)),
    familyId: z.string().check(z.regex(ACCOUNT_ID, SHARE_TEXTS.proposalNotFound)),
  }),
);

/** What a family says of its own part of a share: where, when, and whose children. */
export const sharePartInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    postcode: postcodeField,
    schedule: weekInput.check(
      z.refine(
        (week) => WEEKDAYS.some((day) => week[day].length > 0),
        'Choose the parts of the days you need a nanny',
      ),
    ),
    children: z
      .int('Enter how many children')
      .check(
        z.gte(1, 'Enter how many children'),
        z.lte(SHARE_MAX_CHILDREN, `At most ${SHARE_MAX_CHILDREN} children a family`),
      ),
    /** Their ages in a few words ("2 and 4"), optional. */
    childrenAges: optionalText(80),
  }),
);
export type SharePartInput = z.infer<typeof sharePartInput>;

/** POST /nanny-shares: a family starts a share, listed for other families or kept to its link. */
export const createShareInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    part: sharePartInput,
    /** A few words to the families who find it. */
    about: optionalText(1000),
    /** Listed in the search; false when the family already has a partner, who joins by the link. */
    listed: z.boolean(),
  }),
);

/** POST /nanny-shares/{shareId}/proposals: another family proposes to share, with a first message. */
export const proposeShareInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ part: sharePartInput, text: text('Write a message to the family', 2000) }),
);

/** The split of the nanny's pay, as a family proposes it (contract/share-split.ts works it out). */
export const splitInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      sharedHourlyPence: z.int('Enter the pay an hour'),
      sharedHours: z.number('Enter the shared hours'),
      soloHourlyPence: z.int('Enter the pay an hour'),
      soloHours: z.strictObject({ first: z.number('Enter the hours'), partner: z.number('Enter the hours') }),
      children: z.strictObject({ first: z.int('Enter the children'), partner: z.int('Enter the children') }),
      basis: z.enum(SPLIT_BASES, { error: 'Choose how the shared pay divides' }),
      home: z.enum(SHARE_HOMES, { error: 'Choose whose home' }),
      hostAllowancePercent: z.int(`Enter 0 to ${MAX_HOST_ALLOWANCE_PERCENT}`),
    })
    .check(
      z.superRefine((input, ctx) => {
        for (const refusal of splitRefusals(input))
          ctx.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
      }),
    ),
);

/** POST /nanny-shares/{shareId}/split/agree: the other family agrees the split it read. */
export const agreeSplitInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ version: z.int().check(z.gte(1)) }),
);

/** PUT /nanny-shares/{shareId}/employer: a family's name and address as the nanny's employer. */
export const employerInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    employerName: text('Enter your names as her employer', 120),
    employerAddress: text('Enter your address', 300),
  }),
);

export const emptyShareInput = /* @__PURE__ */ schema(() => z.strictObject({}));

/**
 * GET /nanny-shares: a family with a share of its own is matched to it; one without names the postcode
 * to look in.
 */
export const sharesQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({ postcode: z.optional(postcodeField) }),
);

const week = () =>
  z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.enum(DAY_PARTS))])) as {
      [D in (typeof WEEKDAYS)[number]]: z.ZodMiniArray<
        z.ZodMiniEnum<{ [P in (typeof DAY_PARTS)[number]]: P }>
      >;
    },
  );

const partView = () =>
  z.object({
    postcodeDistrict: z.string(),
    schedule: week(),
    children: z.number(),
    childrenAges: z.string(),
  });

/** A share as a searching family sees it: its first family by first name, its part, its words. */
export const shareCardView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    familyLabel: z.string(),
    part: partView(),
    about: z.string(),
    createdAt: z.string(),
    /** Why it fits the searching family's own part, in words; empty when she has none. */
    reasons: z.array(z.string()),
  }),
);
export type ShareCardView = z.infer<typeof shareCardView>;

export const sharesPage = /* @__PURE__ */ schema(() =>
  z.object({
    /** The searching family's own share's part the list was matched to; null without one. */
    matchedTo: z.nullable(partView()),
    /** The postcode area looked in; null when neither a share nor a postcode says one. */
    area: z.nullable(z.string()),
    /** The best matches first, at most SHARE_PAGE_SIZE. */
    items: z.array(shareCardView),
  }),
);

/** A family of the share, by its first name: never its account. */
const memberView = () =>
  z.object({
    label: z.string(),
    part: partView(),
    /** Its name and address as an employer, once given (each family sees both). */
    employer: z.nullable(z.object({ employerName: z.string(), employerAddress: z.string() })),
  });

const splitResultSide = () =>
  z.object({
    sharedPence: z.number(),
    soloPence: z.number(),
    weeklyGrossPence: z.number(),
    hours: z.number(),
    sharedFraction: z.number(),
  });

export const splitView = /* @__PURE__ */ schema(() =>
  z.object({
    version: z.number(),
    input: z.object({
      sharedHourlyPence: z.number(),
      sharedHours: z.number(),
      soloHourlyPence: z.number(),
      soloHours: z.object({ first: z.number(), partner: z.number() }),
      children: z.object({ first: z.number(), partner: z.number() }),
      basis: z.enum(SPLIT_BASES),
      home: z.enum(SHARE_HOMES),
      hostAllowancePercent: z.number(),
    }),
    result: z.object({
      first: splitResultSide(),
      partner: splitResultSide(),
      totalWeeklyGrossPence: z.number(),
      totalHours: z.number(),
      lines: z.array(z.string()),
    }),
    proposedBy: z.enum(['first', 'partner']),
    agreed: z.boolean(),
    proposedAt: z.string(),
  }),
);

export const proposalView = /* @__PURE__ */ schema(() =>
  z.object({
    familyId: z.string(),
    familyLabel: z.string(),
    part: partView(),
    status: z.enum(PROPOSAL_STATUSES),
    conversationId: z.nullable(z.string()),
    createdAt: z.string(),
    reasons: z.array(z.string()),
  }),
);

/** The whole share, as its two families see it (GET /nanny-shares/{shareId} for a member). */
export const shareView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    status: z.enum(SHARE_STATUSES),
    listed: z.boolean(),
    about: z.string(),
    /** The reader's side, or null for another family reading a share it may propose to. */
    mySide: z.nullable(z.enum(['first', 'partner'])),
    first: memberView(),
    partner: z.nullable(memberView()),
    split: z.nullable(splitView),
    jobId: z.nullable(z.string()),
    /** The first family's proposals (to it alone), newest first. */
    proposals: z.array(proposalView),
    /** A searching family's own proposal to this share, if any. */
    myProposal: z.nullable(proposalView),
    /** A searching family's reasons this share fits theirs. */
    reasons: z.array(z.string()),
    /** The conversation between the two families, once paired. */
    conversationId: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ShareView = z.infer<typeof shareView>;

/** GET /nanny-shares/mine: the caller's share, or null. */
export const myShareView = /* @__PURE__ */ schema(() => z.object({ share: z.nullable(shareView) }));
