import { describe, expect, it } from 'vitest';
import { uniqueItems } from '../../frontend/src/api/pages.ts';
import {
  APPLICATION_STATUSES,
  EMAIL_SETTING_TEXTS,
  EMAIL_SETTINGS,
} from '../../lambdas/contract/hiring-constants.ts';
import type { OwnNannyProfile } from '../../lambdas/contract/nanny.ts';
import {
  accountLinks,
  activityBadgeText,
  activityCount,
  activityLabel,
  totalBadge,
  unreadMessagesCount,
} from '../../frontend/src/features/account/format.ts';
import {
  emailAudience,
  emailSettingsFor,
  withSetting,
} from '../../frontend/src/features/account/emailSettings.ts';
import { canWithdraw } from '../../frontend/src/features/my-applications/format.ts';
import { firstNameOf, previewCard } from '../../frontend/src/features/profile/preview.ts';

const activity = { newApplicants: 3, applicationUpdates: 1, unreadMessages: 0 };

describe('the header badge', () => {
  it('counts new applicants for posters and application updates for a nanny', () => {
    expect(activityCount(activity, 'family')).toBe(3);
    expect(activityCount(activity, 'agency')).toBe(3);
    expect(activityCount(activity, 'nanny')).toBe(1);
  });

  it('counts nothing without an answer, or for an account with no type yet', () => {
    expect(activityCount(null, 'family')).toBe(0);
    expect(activityCount(undefined, 'nanny')).toBe(0);
    expect(activityCount(activity, null)).toBe(0);
    expect(activityCount({ newApplicants: -2, applicationUpdates: Number.NaN }, 'family')).toBe(0);
    expect(activityCount({ newApplicants: -2, applicationUpdates: Number.NaN }, 'nanny')).toBe(0);
  });

  it('says what it counts, in the singular for one', () => {
    expect(activityLabel(2, 'family')).toBe('2 new applicants');
    expect(activityLabel(1, 'agency')).toBe('1 new applicant');
    expect(activityLabel(1, 'nanny')).toBe('1 application update');
    expect(activityLabel(4, 'nanny')).toBe('4 application updates');
  });

  it('adds the unread messages for every type of account, and names each part', () => {
    const withMessages = { ...activity, unreadMessages: 2 };
    expect(unreadMessagesCount(withMessages)).toBe(2);
    expect(unreadMessagesCount({ ...activity, unreadMessages: -1 })).toBe(0);
    expect(unreadMessagesCount(null)).toBe(0);
    expect(totalBadge(withMessages, 'family')).toEqual({
      count: 5,
      label: '3 new applicants, 2 unread messages',
    });
    expect(totalBadge(withMessages, 'nanny')).toEqual({
      count: 3,
      label: '1 application update, 2 unread messages',
    });
    expect(totalBadge({ newApplicants: 0, applicationUpdates: 0, unreadMessages: 1 }, null)).toEqual({
      count: 1,
      label: '1 unread message',
    });
    expect(totalBadge(activity, 'family')).toEqual({ count: 3, label: '3 new applicants' });
    expect(totalBadge(undefined, 'family')).toEqual({ count: 0, label: '' });
  });

  it('keeps a large count short on screen', () => {
    expect(activityBadgeText(7)).toBe('7');
    expect(activityBadgeText(99)).toBe('99');
    expect(activityBadgeText(100)).toBe('99+');
  });
});

describe('the account menu', () => {
  const labels = (userType: 'family' | 'nanny' | 'agency' | null, isAdmin = false) =>
    accountLinks({ userType, isAdmin }).map(
      (link) => `${link.label} ${link.to}${link.badge ? ` *${link.badge}` : ''}`,
    );

  it('leads a poster to their jobs and messages, each with its badge, and their interviews; a family to its nanny share', () => {
    expect(labels('family')).toEqual([
      'My jobs /my-jobs *activity',
      'Nanny shares /nanny-shares',
      'Messages /messages *messages',
      'Interviews /interviews',
      'My record /account/record',
      'Offers and documents /account/offers',
      'Account /account',
    ]);
    expect(labels('agency')).toEqual([
      'My jobs /my-jobs *activity',
      'Messages /messages *messages',
      'Interviews /interviews',
      'My record /account/record',
      'Offers and documents /account/offers',
      'Account /account',
    ]);
  });

  it('leads a nanny to her applications and messages (each with its badge), interviews, saved jobs, job alerts, profile, checks and reviews', () => {
    expect(labels('nanny')).toEqual([
      'My applications /my-applications *activity',
      'Messages /messages *messages',
      'Interviews /interviews',
      'Saved jobs /saved-jobs',
      'Job alerts /account/alerts',
      'My profile /create-profile',
      'Verification /account/verification',
      'My reviews /account/reviews',
      'My record /account/record',
      'Offers and documents /account/offers',
      'Account /account',
    ]);
  });

  it('adds Admin for administrators only, and always has Messages and Account', () => {
    expect(labels(null)).toEqual(['Messages /messages *messages', 'Account /account']);
    expect(labels(null, true)).toEqual([
      'Messages /messages *messages',
      'Account /account',
      'Admin /admin/reports',
      'Appeals /admin/appeals',
      'Complaints /admin/complaints',
      'Verifications /admin/verifications',
      'Account deletions /admin/deletions',
    ]);
    expect(labels('family', true).slice(-5)).toEqual([
      'Admin /admin/reports',
      'Appeals /admin/appeals',
      'Complaints /admin/complaints',
      'Verifications /admin/verifications',
      'Account deletions /admin/deletions',
    ]);
  });
});

describe('email settings', () => {
  it('shows posters the poster settings and nannies the nanny settings, and everyone new messages', () => {
    expect(emailSettingsFor('family')).toEqual([
      'newApplication',
      'jobReminders',
      'messages',
      'unreadApplications',
    ]);
    expect(emailSettingsFor('agency')).toEqual([
      'newApplication',
      'jobReminders',
      'messages',
      'unreadApplications',
    ]);
    expect(emailSettingsFor('nanny')).toEqual([
      'applicationCopy',
      'applicationUpdates',
      'messages',
      'unansweredMessages',
    ]);
    expect(emailSettingsFor(null)).toEqual(['messages']);
    // Every setting is shown to someone, and each to its own audience only.
    const shown = new Set([...emailSettingsFor('family'), ...emailSettingsFor('nanny')]);
    expect([...shown].sort()).toEqual([...EMAIL_SETTINGS].sort());
    for (const name of emailSettingsFor('nanny')) expect(EMAIL_SETTING_TEXTS[name].for).not.toBe('poster');
    for (const name of emailSettingsFor('family')) expect(EMAIL_SETTING_TEXTS[name].for).not.toBe('nanny');
  });

  it('names the audience of each type', () => {
    expect(emailAudience('family')).toBe('poster');
    expect(emailAudience('agency')).toBe('poster');
    expect(emailAudience('nanny')).toBe('nanny');
    expect(emailAudience(null)).toBeNull();
  });

  it('saves the whole set, changing only the one switched and keeping the hidden ones', () => {
    const current = {
      newApplication: false,
      applicationCopy: true,
      applicationUpdates: true,
      jobReminders: false,
      messages: true,
      unreadApplications: true,
      unansweredMessages: false,
    };
    expect(withSetting(current, 'applicationUpdates', false)).toEqual({
      newApplication: false,
      applicationCopy: true,
      applicationUpdates: false,
      jobReminders: false,
      messages: true,
      unreadApplications: true,
      unansweredMessages: false,
    });
    // Nothing beyond the settings is sent, whatever the cached answer held.
    expect(
      Object.keys(withSetting({ ...current, extra: true } as typeof current, 'jobReminders', true)).sort(),
    ).toEqual([...EMAIL_SETTINGS].sort());
  });
});

describe('a nanny’s applications', () => {
  it('may be withdrawn while the poster is still deciding, and only then', () => {
    const open = APPLICATION_STATUSES.filter(canWithdraw);
    expect(open).toEqual(['new', 'viewed', 'shortlisted', 'interview', 'trial']);
  });

  it('are listed once each, where each first appeared across pages', () => {
    const pages = [
      {
        items: [
          { jobId: 'a', n: 1 },
          { jobId: 'b', n: 2 },
        ],
      },
      {
        items: [
          { jobId: 'b', n: 3 },
          { jobId: 'c', n: 4 },
        ],
      },
    ];
    expect(uniqueItems(pages, (item) => item.jobId).map((item) => item.n)).toEqual([1, 2, 4]);
    expect(uniqueItems(undefined, (item: { jobId: string }) => item.jobId)).toEqual([]);
  });
});

describe('her public card preview', () => {
  const profile: OwnNannyProfile = {
    id: 'nanny-1234',
    fullName: '  maria Lopez Garcia ',
    location: 'Clapham, London',
    postcode: 'SW4',
    lookingFor: [],
    availableFrom: null,
    availability: null,
    yearsExperience: 6,
    email: 'maria@example.com',
    bio: 'Warm and patient.',
    skills: ['First Aid'],
    languages: ['English', 'Spanish'],
    drivingLicense: true,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: 14,
    hourlyRateMax: 18,
    additionalComments: 'Private note',
    photo: null,
    cv: { key: 'uploads/nanny-cv/x.pdf', name: 'cv.pdf', size: 1000, contentType: 'application/pdf' },
    dbs: null,
    references: [],
    verification: {
      level: 'basic',
      checks: [{ kind: 'identity', on: '2026-01-01', lapsesOn: '2029-01-01' }],
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  } as OwnNannyProfile;

  it('shows what the public sees: her first name and initial, never her surname, email or notes', () => {
    const card = previewCard(profile);
    expect(card.firstName).toBe('maria');
    expect(card.initials).toBe('M');
    expect(card.hasCv).toBe(true);
    expect(card.verification.level).toBe('basic');
    const text = JSON.stringify(card);
    for (const secret of ['Lopez', 'Garcia', 'maria@example.com', 'Private note', 'uploads/'])
      expect(text).not.toContain(secret);
  });

  it('takes the first word of the name as the server does', () => {
    expect(firstNameOf('Ann')).toBe('Ann');
    expect(firstNameOf('  Ann   Lee ')).toBe('Ann');
    expect(firstNameOf('')).toBe('');
  });
});
