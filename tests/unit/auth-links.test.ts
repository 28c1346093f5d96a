import { describe, expect, it } from 'vitest';
import {
  postJobPath,
  signInPath,
  signUpPath,
  START_PAGE,
  startPath,
} from '../../frontend/src/features/auth/links.ts';

describe('sign-up links', () => {
  it('open Sign Up with the type chosen, on the way to the type’s page', () => {
    expect(signUpPath('nanny')).toBe('/auth?mode=signup&type=nanny&redirect=%2Fcreate-profile');
    expect(signUpPath('family')).toBe('/auth?mode=signup&type=family&redirect=%2Fpost-job-family');
    expect(signUpPath('agency', '/jobs?type=live-in')).toBe(
      '/auth?mode=signup&type=agency&redirect=%2Fjobs%3Ftype%3Dlive-in',
    );
  });

  it('go straight to the page when signed in', () => {
    for (const type of ['family', 'nanny', 'agency'] as const) {
      expect(startPath(true, type)).toBe(START_PAGE[type]);
      expect(startPath(false, type)).toBe(signUpPath(type));
    }
  });

  it('sign in with only what is given', () => {
    expect(signInPath()).toBe('/auth');
    expect(signInPath('/post-job-agency', 'agency')).toBe('/auth?type=agency&redirect=%2Fpost-job-agency');
  });
});

describe('the header’s Post a Job', () => {
  it('opens the form of the account’s type, the family form when signed out, none for a nanny', () => {
    expect(postJobPath(null, false)).toBe('/post-job-family');
    expect(postJobPath('family', true)).toBe('/post-job-family');
    expect(postJobPath('agency', true)).toBe('/post-job-agency');
    expect(postJobPath('nanny', true)).toBeNull();
    expect(postJobPath(null, true)).toBeNull();
  });
});
