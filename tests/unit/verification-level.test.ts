import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { describe, expect, it } from 'vitest';
import {
  certificateCurrent,
  checkedLines,
  EMPTY_TRUST,
  lapseOf,
  verificationLevel,
  withCheck,
  withReference,
  withoutReference,
  updateServiceRefusal,
  withLegacyDbsFlag,
  type TrustSummary,
} from '../../lambdas/domain/verification.ts';

const TODAY = '2026-11-24';

/** Each check in each state that matters: absent, current, lapsed (and the Update Service's results). */
const IDENTITY = ['none', 'current', 'lapsed'] as const;
const CERTIFICATE = ['none', 'current', 'lapsed'] as const;
const UPDATE_SERVICE = ['none', 'current', 'lapsed', 'new_information', 'before_certificate'] as const;
const REFERENCES = [0, 1, 2, 3] as const;
const LAPSED_REFERENCES = [0, 2] as const;
const FIRST_AID = ['none', 'current', 'lapsed'] as const;

type Case = {
  identity: (typeof IDENTITY)[number];
  certificate: (typeof CERTIFICATE)[number];
  updateService: (typeof UPDATE_SERVICE)[number];
  references: (typeof REFERENCES)[number];
  lapsedReferences: (typeof LAPSED_REFERENCES)[number];
  firstAid: (typeof FIRST_AID)[number];
};

/** The records a case stands for, dated so that each state holds on TODAY. */
function trustOf(c: Case): TrustSummary {
  let t: TrustSummary = EMPTY_TRUST;
  if (c.identity !== 'none')
    t = withCheck(t, {
      kind: 'identity',
      documentType: 'passport',
      nameMatches: true,
      checkedOn: c.identity === 'current' ? '2025-01-10' : '2023-11-01',
    });
  if (c.certificate !== 'none')
    t = withCheck(t, {
      kind: 'dbs_certificate',
      // Issued 2024 counts until 2027; issued 2023-06 lapsed in 2026-06.
      issuedOn: c.certificate === 'current' ? '2024-03-01' : '2023-06-01',
      certificateLast4: '1234',
      barredListChildren: true,
      checkedOn: '2024-04-01',
    });
  if (c.updateService !== 'none')
    t = withCheck(t, {
      kind: 'dbs_update_service',
      result: c.updateService === 'new_information' ? 'new_information' : 'current',
      checkedOn:
        c.updateService === 'lapsed'
          ? '2025-10-01'
          : c.updateService === 'before_certificate'
            ? '2024-03-15'
            : '2026-10-01',
    });
  for (let i = 0; i < c.references; i++) t = withReference(t, `ref-${i}`, '2026-01-0' + (i + 1));
  for (let i = 0; i < c.lapsedReferences; i++) t = withReference(t, `old-${i}`, '2023-0' + (i + 1) + '-01');
  if (c.firstAid !== 'none')
    t = withCheck(t, {
      kind: 'first_aid',
      courseOn: c.firstAid === 'current' ? '2025-05-01' : '2023-05-01',
      checkedOn: '2025-06-01',
    });
  return t;
}

/** The Safety page's rules, written out again from the case itself (not from the records). */
function expected(c: Case) {
  const usAboutThisCertificate = c.updateService !== 'none' && c.updateService !== 'before_certificate';
  const usSaysCurrent =
    usAboutThisCertificate && (c.updateService === 'current' || c.updateService === 'lapsed');
  const usWithinYear = c.updateService === 'current';
  const certificate =
    c.certificate !== 'none' &&
    c.updateService !== 'new_information' &&
    (c.certificate === 'current' || (usSaysCurrent && usWithinYear));
  const basic = c.identity === 'current';
  const verified = basic && certificate && c.references >= 2;
  const premium = verified && usWithinYear && c.firstAid === 'current';
  return premium ? 'premium' : verified ? 'verified' : basic ? 'basic' : 'none';
}

describe('the verification level', () => {
  const cases: Case[] = [];
  for (const identity of IDENTITY)
    for (const certificate of CERTIFICATE)
      for (const updateService of UPDATE_SERVICE)
        for (const references of REFERENCES)
          for (const lapsedReferences of LAPSED_REFERENCES)
            for (const firstAid of FIRST_AID)
              cases.push({ identity, certificate, updateService, references, lapsedReferences, firstAid });

  it(`follows the rules in every one of ${cases.length} combinations of checks`, () => {
    expect(cases.length).toBe(3 * 3 * 5 * 4 * 2 * 3);
    const wrong = cases.filter((c) => verificationLevel(trustOf(c), TODAY) !== expected(c));
    expect(wrong).toEqual([]);
  });

  it('lists only the checks that still count, each with its date', () => {
    for (const c of cases) {
      const lines = checkedLines(trustOf(c), TODAY);
      const kinds = lines.map((l) => l.kind);
      expect(kinds.includes('identity')).toBe(c.identity === 'current');
      expect(kinds.includes('first_aid')).toBe(c.firstAid === 'current');
      expect(kinds.includes('dbs_certificate')).toBe(certificateCurrent(trustOf(c), TODAY));
      const refs = lines.find((l) => l.kind === 'references');
      expect(refs?.count ?? 0).toBe(c.references);
      for (const line of lines) expect(line.lapsesOn > TODAY).toBe(true);
    }
  });

  it('drops a check on the day it lapses, by itself', () => {
    const t = withCheck(EMPTY_TRUST, {
      kind: 'identity',
      documentType: 'passport',
      nameMatches: true,
      checkedOn: '2024-02-29',
    });
    // Three years from a leap day: 28 February 2027.
    expect(t.identity?.lapsesOn).toBe('2027-02-28');
    expect(verificationLevel(t, '2027-02-27')).toBe('basic');
    expect(verificationLevel(t, '2027-02-28')).toBe('none');
  });

  it('dates each kind of record as the rules say', () => {
    expect(lapseOf.firstAid('2025-01-01')).toBe('2028-01-01');
    expect(lapseOf.updateService('2026-11-12')).toBe('2027-11-12');
    expect(lapseOf.ofsted('2026-01-31')).toBe('2027-01-31');
    expect(lapseOf.dbsCertificate('2026-03-03', '2026-03-10')).toBe('2029-03-03');
    // A certificate checked before issue dates were recorded counts for a year from the check.
    expect(lapseOf.dbsCertificate(null, '2026-09-15')).toBe('2027-09-15');
    expect(lapseOf.reference('2026-11-24')).toBe('2029-11-24');
  });

  it('records an Update Service check only of the certificate on record, never undoing "new information"', () => {
    const cert = withCheck(EMPTY_TRUST, {
      kind: 'dbs_certificate',
      issuedOn: '2024-03-01',
      certificateLast4: '4321',
      barredListChildren: true,
      checkedOn: '2024-04-01',
    });
    expect(updateServiceRefusal(EMPTY_TRUST, '4321', 'current')).toMatch(/not the DBS certificate on record/);
    expect(updateServiceRefusal(cert, '9999', 'current')).toMatch(/not the DBS certificate on record/);
    expect(updateServiceRefusal(cert, '4321', 'current')).toBeNull();
    const flagged = withCheck(cert, {
      kind: 'dbs_update_service',
      result: 'new_information',
      checkedOn: '2026-10-01',
    });
    expect(certificateCurrent(flagged, TODAY)).toBe(false);
    expect(updateServiceRefusal(flagged, '4321', 'current')).toMatch(/new information/);
    expect(updateServiceRefusal(flagged, '4321', 'new_information')).toBeNull();
    // A new certificate, seen and recorded, counts on its own: the old check no longer speaks for it.
    const renewed = withCheck(flagged, {
      kind: 'dbs_certificate',
      issuedOn: '2026-10-20',
      certificateLast4: '8888',
      barredListChildren: true,
      checkedOn: '2026-10-01',
    });
    expect(renewed.updateService).toBeNull();
    expect(certificateCurrent(renewed, TODAY)).toBe(true);
  });

  it('stops counting a withdrawn reference', () => {
    const t = withReference(withReference(EMPTY_TRUST, 'a', '2026-11-01'), 'b', '2026-11-02');
    expect(withoutReference(t, 'a').references.map((r) => r.refereeId)).toEqual(['b']);
    // Confirming the same referee again moves its date, never counts it twice.
    expect(withReference(t, 'a', '2026-11-20').references).toHaveLength(2);
  });

  it('reads the day in the UK, not in UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('a profile from before verification records', () => {
  it('reads its DBS flag as the certificate record the migration makes, lapsing a year after the check', () => {
    const legacy = withLegacyDbsFlag(EMPTY_TRUST, {
      dbsVerified: true,
      dbsVerifiedAt: '2026-09-15T10:00:00.000Z',
    });
    expect(legacy.dbsCertificate).toEqual({
      seenOn: '2026-09-15',
      issuedOn: null,
      lapsesOn: '2027-09-15',
      last4: null,
    });
    expect(withLegacyDbsFlag(EMPTY_TRUST, { dbsVerified: false, dbsVerifiedAt: null })).toBe(EMPTY_TRUST);
    // A record made since wins over the flag.
    const recorded = withCheck(EMPTY_TRUST, {
      kind: 'dbs_certificate',
      issuedOn: '2026-10-01',
      certificateLast4: '1111',
      barredListChildren: true,
      checkedOn: '2026-10-02',
    });
    expect(
      withLegacyDbsFlag(recorded, { dbsVerified: true, dbsVerifiedAt: '2026-09-15T10:00:00.000Z' }),
    ).toBe(recorded);
  });
});
