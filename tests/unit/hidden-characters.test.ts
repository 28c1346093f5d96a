import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withoutHiddenControls, withoutReorderingControls } from '../../lambdas/contract/text.ts';
import { plainParagraphs, plainProse, plainText } from '../../lambdas/domain/sanitise.ts';
import { HIDDEN_CHARACTERS_IN_NAME, signUpProblem } from '../../lambdas/domain/sign-up.ts';
import { principalFromClaims } from '../../lambdas/platform/principal.ts';

/** Bidi embeddings, overrides and isolates: they reorder what follows them. */
const REORDERING = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
/** Bidi marks and zero-width characters. */
const MARKS_AND_ZERO_WIDTH = [
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u180E',
  // Other format characters and blanks that are not spaces: invisible operators, deprecated format
  // controls, the soft hyphen, the combining grapheme joiner, Hangul fillers, interlinear annotation
  // and a tag character.
  '\u2061',
  '\u2063',
  '\u206A',
  '\u206F',
  '\u00AD',
  '\u034F',
  '\u115F',
  '\u3164',
  '\uFFA0',
  '\uFFF9',
  '\u{E0041}',
];
const HIDDEN = [...REORDERING, ...MARKS_AND_ZERO_WIDTH];
/** Any one of the characters, each written as an escape. */
const anyOf = (chars: string[]) =>
  new RegExp(chars.map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('|'), 'u');
const HIDDEN_PATTERN = anyOf(HIDDEN);
const REORDERING_PATTERN = anyOf(REORDERING);

/** Text with hidden characters scattered through it, and the text without them. */
const disguised = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.constantFrom(...HIDDEN)), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

describe('a name shows as what it is', () => {
  it('loses a right-to-left override, the classic disguise of a file name', () => {
    expect(plainText('Zoë\u202Eexe.fdp')).toBe('Zoëexe.fdp');
    expect(withoutHiddenControls('Zoë\u202Eexe.fdp')).toBe('Zoëexe.fdp');
  });

  it('loses every bidi control and zero-width character, each on its own and as an entity', () => {
    for (const c of HIDDEN) {
      expect(plainText(`Ann${c}a Smith`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('Anna Smith');
      const entity = `&#x${c.codePointAt(0)!.toString(16)};`;
      expect(plainText(`Ann${entity}a`), entity).toBe('Anna');
    }
  });

  it('keeps letters of every script, accents and emoji', () => {
    for (const name of [
      'Zoë Brontë',
      'Łucja Żółć',
      'محمد علي',
      'דוד כהן',
      '李小龍',
      'Siân 🌟',
      'O’Brien-Smith',
    ])
      expect(plainText(name)).toBe(name);
  });

  it('never leaves a hidden character in any text, and changes nothing else', () => {
    for (const c of HIDDEN) expect(`a${c}b`).toMatch(HIDDEN_PATTERN);
    fc.assert(
      fc.property(disguised, (text) => {
        const clean = withoutHiddenControls(text);
        expect(clean).not.toMatch(HIDDEN_PATTERN);
        expect(clean).toBe([...text].filter((c) => !HIDDEN.includes(c)).join(''));
        expect(withoutHiddenControls(clean)).toBe(clean);
      }),
    );
  });

  it('plain text never keeps one either, whatever markup surrounds it', () => {
    fc.assert(
      fc.property(
        // Brackets the text itself holds are kept (a one-line "<3" stays); it is the markup that goes.
        disguised.filter((text) => !/[<>]/.test(text)),
        fc.constantFrom('', '<b>', '</i>', '&amp;', '&#x202E;', '<span dir="rtl">'),
        (text, markup) => {
          const clean = plainText(`${markup}${text}${markup}`);
          expect(clean).not.toMatch(HIDDEN_PATTERN);
          expect(clean).not.toMatch(/[<>]/);
          expect(plainText(clean)).toBe(clean);
        },
      ),
    );
  });
});

describe('running text loses the controls that reorder it', () => {
  it('in prose and text with paragraphs, but keeps joiners and marks that sentences may need', () => {
    const family = 'Mum, Dad and us 👩\u200D👧\u200D👦';
    expect(plainProse(`We need help \u202Eyadnom\u202C every week. ${family}`)).toBe(
      `We need help yadnom every week. ${family}`,
    );
    expect(plainProse('Speaks English and عربي\u200F.')).toBe('Speaks English and عربي\u200F.');
    expect(plainParagraphs('<p>Hello \u2067world\u2069 \u202Egnol</p>')).toBe('Hello world gnol');
    expect(plainParagraphs('<b>&#x202E;kind</b>')).toBe('kind');
    expect(plainParagraphs(`Hello\n\n${family}\u202E`)).toBe(`Hello\n\n${family}`);
  });

  it('never keeps a reordering control', () => {
    fc.assert(
      fc.property(disguised, (text) => {
        expect(plainProse(text)).not.toMatch(REORDERING_PATTERN);
        expect(plainParagraphs(text)).not.toMatch(REORDERING_PATTERN);
        expect(withoutReorderingControls(text)).toBe(
          [...text].filter((c) => !REORDERING.includes(c)).join(''),
        );
      }),
    );
  });
});

describe('the name given at sign-up', () => {
  const attrs = (name: string) => ({ email: 'pat@example.com', name, 'custom:user_type': 'family' });

  it('is refused when it hides a bidi control or zero-width character (Cognito cannot clean it)', () => {
    expect(signUpProblem(attrs('Zoë\u202Eexe.fdp'), false)).toBe(HIDDEN_CHARACTERS_IN_NAME);
    expect(signUpProblem(attrs('Pat\u200BExample'), false)).toBe(HIDDEN_CHARACTERS_IN_NAME);
    expect(signUpProblem(attrs('\u2066Pat'), true)).toBe(HIDDEN_CHARACTERS_IN_NAME);
  });

  it('is missing when hidden characters are all there is', () => {
    expect(signUpProblem(attrs('\u202E\u200B '), false)).toBe('Please enter your full name.');
  });

  it('is accepted as typed otherwise', () => {
    expect(signUpProblem(attrs('  Zoë Brontë  '), false)).toBeNull();
  });

  it('is read clean from a token, since a user can change it after signing up', () => {
    const principal = principalFromClaims({
      sub: 'user-1',
      email: 'pat@example.com',
      name: 'Zoë\u202Eexe.fdp ',
    });
    expect(principal?.name).toBe('Zoëexe.fdp');
  });
});
