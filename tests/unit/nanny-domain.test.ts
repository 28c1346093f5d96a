import { describe, expect, it } from 'vitest';
import { EMPTY_TRUST, withCheck } from '../../lambdas/domain/verification.ts';
import { nannyProfileInput, type NannyProfileInput } from '../../lambdas/contract/nanny.ts';
import {
  candidateSortKey,
  firstName,
  initials,
  profileFiles,
  profileToSave,
  toCandidateCard,
  type NannyProfile,
} from '../../lambdas/domain/nanny.ts';
import { sanitiseProfileText, textProblems } from '../../lambdas/domain/nanny-text.ts';
import { plainParagraphs, plainText } from '../../lambdas/domain/sanitise.ts';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<p onclick="alert(1)" style="color:red">hi</p>',
  '<iframe src="https://evil.example"></iframe>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('sanitising', () => {
  it('strips every tag from plain fields, keeping their text', () => {
    expect(plainText('<b>Amelia</b> <i>Hughes</i>')).toBe('Amelia Hughes');
    expect(plainText('Clapham <script>alert(1)</script>London')).toBe('Clapham London');
    expect(plainText('Tom &amp; Jerry')).toBe('Tom & Jerry');
    for (const payload of XSS) expect(plainText(payload)).not.toMatch(/[<>]|onerror|onload|javascript:/i);
  });

  it('keeps a bio or comments as text with paragraphs: no tag, no attribute, no script', () => {
    expect(plainParagraphs('<p>Hi <strong>there</strong><br><em>!</em></p><p>Bye</p>')).toBe(
      'Hi there\n!\n\nBye',
    );
    expect(plainParagraphs('<p onclick="x()" style="color:red">hi</p>')).toBe('hi');
    for (const payload of XSS) {
      const clean = plainParagraphs(payload);
      expect(clean).not.toMatch(/<[a-z/!]|on\w+=|javascript:|style=/i);
    }
  });
});

describe('names', () => {
  it('shows the first name and its initial only', () => {
    expect(firstName('  Amelia   Rose Hughes ')).toBe('Amelia');
    expect(initials('amelia hughes')).toBe('A');
    expect(initials('')).toBe('');
  });
});

const profile = (over: Partial<NannyProfile> = {}): NannyProfile => ({
  id: 'n1',
  userId: 'u1',
  fullName: 'Amelia Hughes',
  location: 'Clapham, London',
  postcodeDistrict: 'SW4',
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 8,
  email: 'amelia@example.com',
  bio: '<p>Hello</p>',
  skills: ['Newborns', 'Twins', 'SEN', 'Rota', 'Music'],
  languages: ['English'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: 12,
  hourlyRateMax: 15,
  additionalComments: 'private notes',
  photo: { key: 'files/nannies/n1/nanny-photo/p', name: 'me.png' },
  cv: { key: 'files/nannies/n1/nanny-cv/c', name: 'cv.pdf' },
  dbs: { key: 'files/nannies/n1/nanny-dbs/d', name: 'dbs.png' },
  references: [],
  rating: 4.8,
  totalReviews: 10,
  trust: withCheck(EMPTY_TRUST, {
    kind: 'identity',
    documentType: 'passport',
    nameMatches: true,
    checkedOn: '2026-10-01',
  }),
  trustVersion: 1,
  ratingSum: 48,
  hidden: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('the candidate card', () => {
  it('carries the first name only and nothing private', () => {
    const card = toCandidateCard(profile(), null, new Date('2026-11-24T12:00:00Z'));
    expect(card.firstName).toBe('Amelia');
    expect(card.photoUrl).toBeNull();
    const text = JSON.stringify(card);
    for (const secret of ['Hughes', 'amelia@example.com', 'files/', 'private notes', 'u1'])
      expect(text).not.toContain(secret);
    expect(card).toMatchObject({
      hasCv: true,
      verification: {
        level: 'basic',
        checks: [{ kind: 'identity', on: '2026-10-01', lapsesOn: '2029-10-01' }],
      },
      skills: profile().skills,
    });
  });

  it('shows her responsiveness on the days before it lapses, and nothing after or without one', () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const responsiveness = { replies: 'day' as const, reads: null, noMissed: true, until: '2026-12-01' };
    expect(toCandidateCard(profile({ responsiveness }), null, at('2026-11-30')).responsiveness).toEqual({
      replies: 'day',
      reads: null,
      noMissed: true,
    });
    // The day it names is the first it no longer holds (London), and every day after.
    expect(toCandidateCard(profile({ responsiveness }), null, at('2026-12-01')).responsiveness).toBeNull();
    expect(toCandidateCard(profile({ responsiveness }), null, at('2027-01-10')).responsiveness).toBeNull();
    // Just before midnight in London on the last day it holds, still shown.
    expect(
      toCandidateCard(profile({ responsiveness }), null, new Date('2026-11-30T23:59:00Z')).responsiveness,
    ).not.toBeNull();
    expect(toCandidateCard(profile(), null, at('2026-11-30')).responsiveness).toBeNull();
    expect(
      toCandidateCard(profile({ responsiveness: null }), null, at('2026-11-30')).responsiveness,
    ).toBeNull();
  });

  it('sorts by rating, then newest, with fixed-width keys', () => {
    const keys = [
      candidateSortKey(profile({ rating: 5, id: 'a' })),
      candidateSortKey(profile({ rating: 4.85, id: 'b' })),
      candidateSortKey(profile({ rating: 0, id: 'c' })),
      candidateSortKey(profile({ rating: 4.85, id: 'd', createdAt: '2026-11-02T00:00:00.000Z' })),
    ];
    expect(keys[0]).toBe('500#2026-11-01T00:00:00.000Z#a');
    expect([...keys].sort().reverse()).toEqual([keys[0], keys[3], keys[1], keys[2]]);
  });
});

describe('the profile contract', () => {
  const valid: NannyProfileInput = {
    fullName: 'Amelia Hughes',
    location: 'Clapham',
    postcode: 'SW4 0AA',
    yearsExperience: 3,
    email: 'amelia@example.com',
    bio: 'I love looking after children.',
    skills: ['Newborns'],
    languages: ['English'],
    drivingLicense: false,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: null,
    hourlyRateMax: null,
    additionalComments: '',
    photo: null,
    cv: { key: 'pending/u/nanny-cv/x', name: 'cv.pdf' },
    dbs: null,
    references: [],
  };
  const messages = (input: unknown) => {
    const parsed = nannyProfileInput.safeParse(input);
    const first: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) first[i.path.join('.')] ??= i.message;
    return first;
  };

  it('accepts a complete profile', () => expect(messages(valid)).toEqual({}));

  it('uses the spec’s messages', () => {
    expect(
      messages({
        ...valid,
        fullName: ' ',
        location: '',
        bio: 'short',
        email: '',
        yearsExperience: Number.NaN,
      }),
    ).toMatchObject({
      fullName: 'Full name is required',
      location: 'Location is required',
      bio: 'Bio must be at least 10 characters',
      email: 'Valid email is required',
      yearsExperience: 'Years of experience is required',
    });
    expect(messages({ ...valid, email: 'not-an-email' })).toMatchObject({ email: 'Invalid email format' });
  });

  it('requires a CV, known skills and a sensible rate range, and refuses unknown fields', () => {
    expect(messages({ ...valid, cv: null })).toMatchObject({ cv: 'Please upload your CV' });
    expect(messages({ ...valid, skills: ['Juggling'] })).toHaveProperty('skills.0');
    expect(messages({ ...valid, hourlyRateMin: 20, hourlyRateMax: 10 })).toMatchObject({
      hourlyRateMax: 'The lowest rate cannot be more than the highest',
    });
    expect(nannyProfileInput.safeParse({ ...valid, dbsVerified: true }).success).toBe(false);
  });

  it('sanitises text and removes duplicate languages and skills', () => {
    const clean = sanitiseProfileText({
      ...valid,
      fullName: '<b>Amelia</b>',
      bio: '<p>Hi<img src=x onerror=alert(1)></p>\r\n\r\n\r\nThere & < 5 😊  ',
      additionalComments: '<b>x</b>\n<script>alert(1)</script>',
      languages: ['English', '<i>French</i>', 'English', '  '],
      skills: ['Newborns', 'Newborns'],
    });
    expect(clean).toMatchObject({
      fullName: 'Amelia',
      bio: 'Hi\n\nThere & < 5 😊',
      additionalComments: 'x',
      languages: ['English', 'French'],
      skills: ['Newborns'],
    });
  });

  it('refuses a bio that is markup alone, in the spec’s words', () => {
    const problems = textProblems(
      sanitiseProfileText({ ...valid, bio: '<script>alert("a long one")</script><b> </b>' }),
    );
    expect(problems).toEqual({ bio: 'Bio must be at least 10 characters' });
    expect(textProblems(sanitiseProfileText({ ...valid, bio: '< 5 & > 1 yes' }))).toBeNull();
  });
});

describe('the profile a save stores', () => {
  const form: NannyProfileInput = {
    fullName: 'Amelia Hughes',
    location: 'Clapham',
    postcode: 'sw4 0aa',
    yearsExperience: 3,
    email: 'Amelia@Example.com',
    bio: 'I love looking after children.',
    skills: ['Newborns'],
    languages: ['English'],
    lookingFor: ['live-out', 'live-out'],
    drivingLicense: false,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: null,
    hourlyRateMax: null,
    additionalComments: '',
    photo: null,
    cv: null,
    dbs: null,
    references: [],
  };
  const files = { photo: null, cv: null, dbs: null, references: [] };
  const save = (previous: NannyProfile | null) =>
    profileToSave({
      id: 'n1',
      userId: 'u1',
      text: sanitiseProfileText(form),
      form,
      files,
      previous,
      now: '2026-11-24T12:00:00.000Z',
    });

  it('starts a new profile with no reviews, no checks and shown', () => {
    const saved = save(null);
    expect(saved).toMatchObject({
      postcodeDistrict: 'SW4',
      email: 'amelia@example.com',
      lookingFor: ['live-out'],
      availableFrom: null,
      rating: 0,
      totalReviews: 0,
      ratingSum: 0,
      trust: EMPTY_TRUST,
      trustVersion: 0,
      hidden: false,
      createdAt: '2026-11-24T12:00:00.000Z',
      updatedAt: '2026-11-24T12:00:00.000Z',
    });
  });

  it('carries what only others may change through an edit', () => {
    const previous = profile({ hidden: true });
    const saved = save(previous);
    expect(saved).toMatchObject({
      rating: previous.rating,
      totalReviews: previous.totalReviews,
      ratingSum: previous.ratingSum,
      trust: previous.trust,
      trustVersion: previous.trustVersion,
      hidden: true,
      createdAt: previous.createdAt,
      updatedAt: '2026-11-24T12:00:00.000Z',
    });
    expect(profileFiles(saved)).toEqual([]);
    expect(profileFiles(previous).map((f) => f.name)).toEqual(['me.png', 'cv.pdf', 'dbs.png']);
    expect(profileFiles(null)).toEqual([]);
  });
});
