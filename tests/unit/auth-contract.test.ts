import { describe, expect, it } from 'vitest';
import { isUserType, passwordProblems, PASSWORD_POLICY } from '../../lambdas/contract/auth.ts';

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
