import { describe, expect, it } from 'vitest';
import { moderationKeys } from '../../lambdas/data/moderation.ts';
import { entityOf } from '../../lambdas/data/registry.ts';
import { messageLabel } from '../../lambdas/data/message-moderation.ts';
import { myDecisionView } from '../../lambdas/services/moderation.ts';
import { decisionStatus } from '../../frontend/src/features/moderation/format.ts';
import {
  hidesContent,
  visibilityChoice,
  visibilityLabel,
} from '../../frontend/src/features/reports/format.ts';
import type { Decision } from '../../lambdas/data/moderation.ts';
import type { Subject } from '../../lambdas/data/entity.ts';

/** The nanny whose message was hidden, as export and deletion resolve her. */
const subject: Subject = {
  accountId: 'nanny-1',
  email: 'nanny@example.com',
  nannyId: 'n1',
  agencyId: null,
  jobIds: [],
  appliedJobIds: [],
  promoCodes: [],
  welcomeCodes: [],
};

/** A decision as stored, appealed and decided. */
const stored = {
  ...moderationKeys.decision('d'.repeat(32)),
  gsi1pk: 'DECISIONS_OF#nanny-1',
  gsi1sk: '2026-11-21T10:00:00.000Z#dd',
  entity: 'ModerationDecision',
  id: 'd'.repeat(32),
  contentType: 'message',
  contentId: `${'c'.repeat(32)}_2`,
  contentLabel: 'Pay me first.',
  reason: 'Spam',
  explanation: 'Not allowed.',
  hiddenAt: '2026-11-21T10:00:00.000Z',
  hiddenByUserId: 'moderator-1',
  reportId: 'r1',
  ownerAccountId: 'nanny-1',
  ownerEmail: null,
  stillHidden: true,
  shownAt: null,
  appeal: {
    text: 'My own words.',
    status: 'upheld',
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: '2026-11-23T10:00:00.000Z',
    outcomeNotes: 'It stands.',
    decidedByUserId: 'moderator-2',
  },
};

describe('moderation decisions in the registry', () => {
  const declared = entityOf(moderationKeys.decision('d'.repeat(32)))!;

  it('belong to the owner of the content that was hidden', () => {
    expect(declared.name).toBe('ModerationDecision');
    expect('of' in declared.owner && declared.owner.of(stored)).toEqual({ account: 'nanny-1' });
    expect(
      'of' in declared.owner &&
        declared.owner.of({ ...stored, ownerAccountId: null, ownerEmail: 'jo@example.com' }),
    ).toEqual({ email: 'jo@example.com' });
    expect(entityOf(moderationKeys.hidden('message', 'x'))?.name).toBe('HiddenContent');
    expect(entityOf(moderationKeys.openAppeals())?.name).toBe('OpenAppealsCount');
  });

  it('export what was hidden, why and the appeal, without the moderators', () => {
    const shape = 'shape' in declared.export ? declared.export.shape(stored, subject) : null;
    expect(shape).toMatchObject({
      explanation: 'Not allowed.',
      appeal: { text: 'My own words.', status: 'upheld' },
    });
    expect(JSON.stringify(shape)).not.toContain('moderator-');
  });

  it('keep the moderation record when the owner’s account is deleted, without them or their words', () => {
    const erase = declared.erase!;
    expect('reduce' in erase).toBe(true);
    const reduced = 'reduce' in erase ? erase.reduce(stored, subject) : {};
    expect(reduced).toMatchObject({
      pk: stored.pk,
      sk: stored.sk,
      ownerAccountId: null,
      explanation: 'Not allowed.',
    });
    expect(reduced).not.toHaveProperty('gsi1pk');
    expect((reduced.appeal as { text: string }).text).toBe('');
  });
});

describe('what an owner sees of a decision', () => {
  const decision = { ...stored, appeal: null } as unknown as Decision;

  it('may be appealed once, and only while the content is hidden', () => {
    expect(myDecisionView(decision).canAppeal).toBe(true);
    expect(myDecisionView({ ...decision, stillHidden: false }).canAppeal).toBe(false);
    expect(myDecisionView({ ...decision, appeal: stored.appeal } as unknown as Decision).canAppeal).toBe(
      false,
    );
    expect(JSON.stringify(myDecisionView(decision))).not.toContain('moderator-');
  });

  it('says where it stands', () => {
    expect(decisionStatus({ stillHidden: true, appeal: null })).toBe('Hidden');
    expect(decisionStatus({ stillHidden: false, appeal: null })).toBe('Shown again');
    expect(decisionStatus({ stillHidden: true, appeal: { status: 'open' } })).toBe('Appeal under review');
  });
});

describe('a reported message in the queue', () => {
  it('is named by its start, on one line', () => {
    expect(messageLabel('Hello\n\nthere')).toBe('Hello there');
    const long = messageLabel('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is hidden from its conversation, with an explanation, and said to be private otherwise', () => {
    const message = { contentType: 'message', contentLabel: 'Pay me', contentHidden: false };
    expect(hidesContent(message, true)).toBe(true);
    expect(hidesContent({ ...message, contentHidden: true }, true)).toBe(false);
    expect(visibilityChoice('message', false).label).toBe('Hide this message from its conversation');
    expect(visibilityChoice('job_posting', false).label).toBe('Hide this content from public lists');
    expect(visibilityLabel('private', 'message')).toBe('Seen only by the two sides of the conversation');
    expect(visibilityLabel('private', 'application')).toBe("Seen only by the job's poster");
  });
});
