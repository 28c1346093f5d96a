import { describe, expect, it } from 'vitest';
import {
  isUserType,
  nameProblem,
  passwordProblems,
  PASSWORD_POLICY,
  plainName,
  userTypeFrom,
} from '../../lambdas/contract/auth.ts';
import { ACCOUNT_TYPE_MESSAGES, holdingsSentence } from '../../lambdas/contract/me.ts';

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Sunny#Days2024')).toEqual([]);
  });

  it('names each rule a password breaks, in Cognito’s words', () => {
    expect(passwordProblems('abc')).toEqual([
      `Password must have at least ${PASSWORD_POLICY.minLength} characters`,
      'Password must have uppercase characters',
      'Password must have numeric characters',
      'Password must have symbol characters',
    ]);
    expect(passwordProblems('ABCDEFGH1!')).toEqual(['Password must have lowercase characters']);
  });

  it('counts Cognito’s special characters as symbols, and not letters or spaces', () => {
    for (const symbol of [
      '^',
      '$',
      '*',
      '.',
      '[',
      ']',
      '{',
      '}',
      '(',
      ')',
      '?',
      '"',
      '!',
      '@',
      '#',
      '%',
      '&',
      '/',
      '\\',
      ',',
      '>',
      '<',
      "'",
      ':',
      ';',
      '|',
      '_',
      '~',
      '`',
      '=',
      '+',
      '-',
    ])
      expect(passwordProblems(`Abcdefg1${symbol}`), symbol).toEqual([]);
    expect(passwordProblems('Abcdefg1 ')).toEqual(['Password must have symbol characters']);
  });
});

describe('isUserType', () => {
  it('knows the three user types and nothing else', () => {
    expect(['family', 'nanny', 'agency'].every(isUserType)).toBe(true);
    expect(isUserType('admin')).toBe(false);
    expect(isUserType('Family')).toBe(false);
    expect(isUserType(undefined)).toBe(false);
  });
});

describe('userTypeFrom', () => {
  it('takes the type an account switched to over the one chosen at sign-up', () => {
    expect(userTypeFrom({ 'custom:user_type': 'family' })).toBe('family');
    expect(userTypeFrom({ 'custom:user_type': 'family', 'custom:account_type': 'nanny' })).toBe('nanny');
  });

  it('ignores a value that is not a type, and has none for an administrator', () => {
    expect(userTypeFrom({ 'custom:user_type': 'family', 'custom:account_type': 'admin' })).toBe('family');
    expect(userTypeFrom({ 'custom:account_type': 'agency' })).toBe('agency');
    expect(userTypeFrom({})).toBeNull();
    expect(userTypeFrom({ 'custom:user_type': 'root' })).toBeNull();
  });
});

describe('names', () => {
  it('are refused when empty, too long or marked up', () => {
    expect(nameProblem('')).toBe('Please enter your full name.');
    expect(nameProblem('a'.repeat(101))).toMatch(/at most 100 characters/);
    expect(nameProblem('<b>Ann</b>')).toMatch(/plain text/);
    expect(nameProblem('Ann Smith')).toBeNull();
  });

  it('show older marked-up names as their words', () => {
    expect(plainName('<b>Ann</b> Smith')).toBe('Ann Smith');
    expect(plainName('<script>x</script>Ann')).toBe('x Ann');
    expect(plainName('Ann > Bob')).toBe('Ann Bob');
    expect(plainName('  Siân   O’Neill ')).toBe('Siân O’Neill');
    expect(plainName('Anne & Co')).toBe('Anne & Co');
  });
});

describe('the account type refusal', () => {
  it('names what the account has created', () => {
    expect(holdingsSentence(['job'])).toBe('a job posting');
    expect(holdingsSentence(['nanny-profile', 'agency-profile', 'job'])).toBe(
      'a nanny profile, an agency profile and a job posting',
    );
    expect(ACCOUNT_TYPE_MESSAGES.locked(['agency-profile'], 'agency')).toMatch(
      /^Your account has an agency profile, so it stays an agency account\./,
    );
  });
});
