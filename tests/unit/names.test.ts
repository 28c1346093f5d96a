import { describe, expect, it } from 'vitest';
import {
  isNameMessage,
  NAME_MESSAGES,
  refusedNameMessage,
  STAFF_WORDS,
} from '../../lambdas/contract/auth.ts';
import { signUpProblem } from '../../lambdas/domain/sign-up.ts';
import {
  accountNameProblem,
  foldName,
  passesForPlatform,
  reservedNameProblem,
  staffWordIn,
  withholdsName,
} from '../../lambdas/domain/names.ts';

/** The names rule (domain/names.ts): nothing a member names passes for the site or its staff. */

describe('the site’s own name', () => {
  it.each([
    ['as written', 'Nanny Marketplace'],
    ['inside a longer name', 'Nanny Marketplace Support Team'],
    ['in capitals', 'NANNY MARKETPLACE'],
    ['run together', 'NannyMarketplace'],
    ['with Cyrillic а for a', 'N\u0430nny M\u0430rketplace'],
    ['with Cyrillic о, е, р, с for Latin letters', 'Nanny M\u0430rk\u0435t\u0440la\u0441e'],
    ['in Greek capitals', '\u039D\u0391\u039D\u039D\u03A5 MARKETPLACE'],
    ['in fullwidth letters', 'Ｎａｎｎｙ Ｍａｒｋｅｔｐｌａｃｅ'],
    ['in mathematical bold letters', '𝐍𝐚𝐧𝐧𝐲 𝐌𝐚𝐫𝐤𝐞𝐭𝐩𝐥𝐚𝐜𝐞'],
    ['with digits for letters', 'N4nny M4rketp1ace'],
    ['with a capital I for the l', 'Nanny MarketpIace'],
    ['with zero-width characters between its letters', 'Nan\u200Bny Mar\u200Dket\u2060place'],
    ['with combining marks', 'N\u0301anny Ma\u0308rketplace'],
    ['with accents', 'Nánny Márketplacé'],
    ['dotted apart', 'N.a.n.n.y M.a.r.k.e.t.p.l.a.c.e'],
    ['spaced apart', 'N a n n y M a r k e t p l a c e'],
    ['hyphenated', 'nanny-market-place'],
    ['with a letter doubled', 'Nannny Marketplace'],
    ['with rn for m', 'Nanny rnarketplace'],
  ])('is refused %s', (_how, name) => {
    expect(passesForPlatform(name)).toBe(true);
    expect(reservedNameProblem(name)).toBe(NAME_MESSAGES.platform);
  });

  it('is two ordinary words only together', () => {
    for (const name of [
      'Nanny Jo',
      'Marketplace Nannies Ltd',
      'The Nanny Market',
      'Nannies of Market Harborough',
    ])
      expect(reservedNameProblem(name), name).toBeNull();
  });
});

describe('the words staff sign with', () => {
  it.each([
    ['Support', 'Support'],
    ['Jo Support', 'Support'],
    ['Admin', 'Admin'],
    ['Site Admin', 'Admin'],
    ['Administrator', 'Administrator'],
    ['Moderator', 'Moderator'],
    ['Trust & Safety', 'Safety'],
    ['Official Nannies', 'Official'],
    ['Dream Team', 'Team'],
    ['Moderators', 'Moderator'],
    ['Teams', 'Team'],
    ['ADMIN', 'Admin'],
    ['Adm1n', 'Admin'],
    ['Supp0rt', 'Support'],
    ['0fficial', 'Official'],
    ['S@fety', 'Safety'],
    ['S.u.p.p.o.r.t', 'Support'],
    ['S u p p o r t', 'Support'],
    ['Sup port', 'Support'],
    ['A-d-m-i-n', 'Admin'],
    ['SupportTeam', 'Support'],
    ['SUPPORTTEAM', 'Support'],
    ['AdminJohn', 'Admin'],
    ['T\u0435am', 'Team'],
    ['Ｓｕｐｐｏｒｔ', 'Support'],
    ['ᴀᴅᴍɪɴ', 'Admin'],
    ['Sup\u200Bport', 'Support'],
    ['Suppport', 'Support'],
  ])('%s is refused, naming %s', (name, word) => {
    expect(staffWordIn(name)).toBe(word);
    expect(reservedNameProblem(name)).toBe(NAME_MESSAGES.staff(word));
  });

  it('only as words: longer words that contain one, and the words agencies use, are fine', () => {
    for (const name of [
      'Teamwork Nannies',
      'Supportive Care',
      'Steam Smith',
      'Administrative Services',
      'Safe Hands Childcare',
      'Bright Start Nannies',
      'Little Acorns Nanny Agency',
      'Care Staff Direct',
      'Help at Home',
      'Mina Admani',
      'Tim Eamonn',
      'Adam Inn',
    ])
      expect(reservedNameProblem(name), name).toBeNull();
  });

  it('names every staff word the rule holds', () => {
    for (const word of STAFF_WORDS) expect(staffWordIn(word)).toBe(word);
  });
});

describe('real names', () => {
  it('pass, in any script, with accents, apostrophes, hyphens and emoji', () => {
    for (const name of [
      'Harriet Vane',
      'Mary Poppins',
      'Siân O’Neill-Jones',
      'José María Núñez',
      'محمد علي',
      '李小龙',
      'Анна Смирнова',
      'Αλέξανδρος Παπαδόπουλος',
      'Zoë 🌸',
      'Anne & Co',
      'Dr. Who',
      'Bartholomew Featherstonehaugh-Cholmondeley',
    ])
      expect(reservedNameProblem(name), name).toBeNull();
  });
});

describe('folding', () => {
  it('reads look-alikes as one name and leaves the text as typed alone', () => {
    expect(foldName('N\u0430nny')).toBe(foldName('Nanny'));
    expect(foldName('ADMIN')).toBe(foldName('admin'));
    expect(foldName('Adm1n')).toBe(foldName('Admin'));
    expect(foldName('Ｔｅａｍ')).toBe(foldName('team'));
    expect(foldName('Te\u200Dam')).toBe(foldName('Team'));
  });
});

describe('an account’s name', () => {
  it('is checked as typed: hidden characters, the contract’s rules, then the site’s and staff’s names', () => {
    expect(accountNameProblem('  Ann\u200B Lee ', { staff: false }).problem).toBe(NAME_MESSAGES.hidden);
    expect(accountNameProblem('  ', { staff: false }).problem).toBe(NAME_MESSAGES.missing);
    expect(accountNameProblem('<b>Ann</b>', { staff: false }).problem).toBe(NAME_MESSAGES.markup);
    expect(accountNameProblem('Admin Team', { staff: false }).problem).toBe(NAME_MESSAGES.staff('Admin'));
    expect(accountNameProblem('  Ann Lee  ', { staff: false })).toEqual({ name: 'Ann Lee', problem: null });
  });

  it('is the staff’s own choice: an admin may be named as staff, but not with markup', () => {
    expect(accountNameProblem('Site Admin', { staff: true }).problem).toBeNull();
    expect(accountNameProblem('<b>Admin</b>', { staff: true }).problem).toBe(NAME_MESSAGES.markup);
  });

  it('is kept out of tokens when the pool holds one that passes for staff, unless the account is staff', () => {
    expect(withholdsName({ name: 'Nanny Marketplace Support' }, [])).toBe(true);
    expect(withholdsName({ name: 'Admin Team' }, ['editors'])).toBe(true);
    expect(withholdsName({ name: 'Site Admin' }, ['admin'])).toBe(false);
    expect(withholdsName({ name: 'Harriet Vane' }, [])).toBe(false);
    expect(withholdsName({}, [])).toBe(false);
  });
});

describe('the messages', () => {
  it('are known as the name rules’ own, so the sign-up form shows them under the name', () => {
    expect(isNameMessage(NAME_MESSAGES.platform)).toBe(true);
    expect(isNameMessage(NAME_MESSAGES.staff('Team'))).toBe(true);
    expect(isNameMessage(NAME_MESSAGES.missing)).toBe(true);
    expect(isNameMessage('Please choose who you are: family, nanny, agency.')).toBe(false);
    expect(isNameMessage(NAME_MESSAGES.staff(''))).toBe(false);
  });
});

describe('the sign-up form', () => {
  it('shows the pool’s refusal of a name under the name field, in the rule’s words', () => {
    for (const name of ['Nanny Marketplace Support', 'Admin Team']) {
      const reason = signUpProblem({ name, 'custom:user_type': 'family' }, false)!;
      // As Cognito passes the PreSignUp trigger's error on (the local pool's proxy words it the same).
      expect(refusedNameMessage(`PreSignUp failed with error ${reason}.`)).toBe(reason);
    }
  });

  it('leaves other refusals to the form’s toast', () => {
    expect(
      refusedNameMessage('PreSignUp failed with error Please choose who you are: family, nanny, agency..'),
    ).toBeNull();
    expect(refusedNameMessage('User already exists')).toBeNull();
  });
});
