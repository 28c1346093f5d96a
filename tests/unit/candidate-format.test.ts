import { describe, expect, it } from 'vitest';
import {
  formatDrivingLicence,
  formatExperience,
  formatHourlyRate,
  formatMoreSkills,
  formatTravel,
  paragraphsOf,
  splitSkills,
} from '../../frontend/src/features/candidates/format.ts';
import { formatPounds } from '../../frontend/src/money.ts';
import { MAX_CANDIDATE_SKILLS_SHOWN } from '../../lambdas/contract/nanny.ts';

describe('formatHourlyRate', () => {
  it('shows both ends as £min–£max an hour gross', () => {
    expect(formatHourlyRate(12, 15)).toBe('£12–£15 an hour gross');
    expect(formatHourlyRate(12.5, 18)).toBe('£12.50–£18 an hour gross');
  });

  it('shows one rate when only one end is set', () => {
    expect(formatHourlyRate(12, null)).toBe('£12 an hour gross');
    expect(formatHourlyRate(null, 20)).toBe('£20 an hour gross');
    expect(formatHourlyRate(14, undefined)).toBe('£14 an hour gross');
  });

  it('shows one rate when both ends are the same, and orders ends given the wrong way round', () => {
    expect(formatHourlyRate(15, 15)).toBe('£15 an hour gross');
    expect(formatHourlyRate(18, 12)).toBe('£12–£18 an hour gross');
  });

  it('says the rate is negotiable when neither end is set', () => {
    expect(formatHourlyRate(null, null)).toBe('Rate negotiable');
    expect(formatHourlyRate(undefined, undefined)).toBe('Rate negotiable');
    expect(formatHourlyRate(0, 0)).toBe('Rate negotiable');
    expect(formatHourlyRate(Number.NaN, null)).toBe('Rate negotiable');
  });
});

describe('formatPounds', () => {
  it('drops .00 from whole pounds and keeps pence otherwise', () => {
    expect(formatPounds(12)).toBe('12');
    expect(formatPounds(12.5)).toBe('12.50');
    expect(formatPounds(9.99)).toBe('9.99');
  });
});

describe('formatExperience', () => {
  it('says a nanny with no experience is new to nannying', () => {
    expect(formatExperience(0)).toBe('New to nannying');
  });

  it('uses the singular for one year and the plural otherwise', () => {
    expect(formatExperience(1)).toBe('1 year experience');
    expect(formatExperience(2)).toBe('2 years experience');
    expect(formatExperience(15)).toBe('15 years experience');
  });

  it('treats odd values safely', () => {
    expect(formatExperience(-3)).toBe('New to nannying');
    expect(formatExperience(Number.NaN)).toBe('New to nannying');
    expect(formatExperience(1.8)).toBe('1 year experience');
  });
});

describe('driving licence and travel', () => {
  it('words both states', () => {
    expect(formatDrivingLicence(true)).toBe('Driving licence');
    expect(formatDrivingLicence(false)).toBe('No driving licence');
    expect(formatTravel(true)).toBe('Willing to travel');
    expect(formatTravel(false)).toBe('Not willing to travel');
  });
});

describe('skills', () => {
  const skills = ['Newborns', 'Twins', 'SEN', 'Rota', 'Montessori', 'First Aid'];

  it('shows at most four skills, plus a +N more tag', () => {
    expect(MAX_CANDIDATE_SKILLS_SHOWN).toBe(4);
    const { shown, more } = splitSkills(skills, MAX_CANDIDATE_SKILLS_SHOWN);
    expect(shown).toEqual(['Newborns', 'Twins', 'SEN', 'Rota']);
    expect(more).toBe(2);
    expect(formatMoreSkills(more)).toBe('+2 more');
  });

  it('shows no +N more tag when every skill fits', () => {
    const { shown, more } = splitSkills(skills.slice(0, 4), MAX_CANDIDATE_SKILLS_SHOWN);
    expect(shown).toHaveLength(4);
    expect(more).toBe(0);
    expect(formatMoreSkills(more)).toBeNull();
    expect(splitSkills([], MAX_CANDIDATE_SKILLS_SHOWN)).toEqual({ shown: [], more: 0 });
  });
});

describe('uniqueItems', () => {
  it('lists the items of every page once, in the order first seen', async () => {
    const { uniqueItems } = await import('../../frontend/src/api/pages.ts');
    const pages = [{ items: [{ id: 'a' }, { id: 'b' }] }, { items: [{ id: 'b' }, { id: 'c' }] }];
    expect(uniqueItems(pages).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(uniqueItems(undefined)).toEqual([]);
  });
});

describe('paragraphsOf', () => {
  it('splits a bio at its blank lines and keeps single line breaks within a paragraph', () => {
    expect(paragraphsOf('First.\n\nSecond,\nwith a new line.\n\n\n• Weaning')).toEqual([
      'First.',
      'Second,\nwith a new line.',
      '• Weaning',
    ]);
  });

  it('gives nothing for an empty bio, and the text as it is otherwise', () => {
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf('  \n \n ')).toEqual([]);
    expect(paragraphsOf('< 5 & > 1 <b>not markup</b>')).toEqual(['< 5 & > 1 <b>not markup</b>']);
  });
});
