import { describe, expect, it } from 'vitest';
import {
  districtCentre,
  districtHelp,
  inPlaceMatch,
  knownDistricts,
  milesBetween,
  PLACE_MESSAGES,
  placeKey,
  resolvePlace,
  type ResolvedPlace,
} from '../../lambdas/contract/places.ts';
import { AREA_NAMES } from '../../lambdas/contract/places-data.ts';
import { areaOf, districtOf, POSTCODE_AREAS } from '../../lambdas/contract/postcode.ts';
import { jobMatchesSearch } from '../../lambdas/domain/job-search.ts';
import { candidateMatches } from '../../lambdas/domain/candidate-search.ts';
import { searchPlace } from '../../lambdas/domain/place-search.ts';
import { DomainError } from '../../lambdas/domain/errors.ts';

/** The place words name, failing the test when they name none. */
function place(words: string, options?: Parameters<typeof resolvePlace>[1]): ResolvedPlace {
  const outcome = resolvePlace(words, options);
  if ('problem' in outcome) throw new Error(`${words}: ${outcome.problem}`);
  return outcome.place;
}

const LONDON = ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'];

describe('the place data', () => {
  it('names every postcode area and has its districts, each a UK district in its own area', () => {
    const districts = knownDistricts();
    expect(districts.length).toBeGreaterThan(2700);
    for (const area of POSTCODE_AREAS) {
      expect(AREA_NAMES[area], area).toBeTruthy();
      expect(
        districts.some((d) => areaOf(d) === area),
        area,
      ).toBe(true);
    }
    for (const code of districts) expect(districtOf(code)?.district, code).toBe(code);
  });

  it('puts every district in the UK, near other districts of its area', () => {
    const centres = knownDistricts().map((code) => ({ code, centre: districtCentre(code)! }));
    for (const { code, centre } of centres) {
      expect(centre.lat, code).toBeGreaterThan(49.8);
      expect(centre.lat, code).toBeLessThan(60.9);
      expect(centre.lon, code).toBeGreaterThan(-8.2);
      expect(centre.lon, code).toBeLessThan(1.8);
      const nearest = Math.min(
        ...centres
          .filter((o) => o.code !== code && areaOf(o.code) === areaOf(code))
          .map((o) => milesBetween(centre, o.centre)),
      );
      // A typo in a centre would put a district far from every other of its area (the Highlands and
      // islands are the sparsest: 30 miles).
      expect(nearest, code).toBeLessThan(30);
    }
  });

  it('measures miles as the crow flies', () => {
    // Manchester city centre (M1) to Didsbury (M20): about 4 miles.
    expect(milesBetween(districtCentre('M1')!, districtCentre('M20')!)).toBeGreaterThan(3);
    expect(milesBetween(districtCentre('M1')!, districtCentre('M20')!)).toBeLessThan(5);
    // London (WC2) to Edinburgh (EH1): about 330 miles.
    expect(milesBetween(districtCentre('WC2N')!, districtCentre('EH1')!)).toBeGreaterThan(320);
    expect(milesBetween(districtCentre('WC2N')!, districtCentre('EH1')!)).toBeLessThan(340);
  });
});

describe('places as people type them', () => {
  it('reads each postcode area by its name', () => {
    for (const [area, name] of Object.entries(AREA_NAMES)) {
      const found = place(name);
      expect(found.areas, name).toContain(area);
      if (name !== 'London') expect(found.districts, name).toBeNull();
    }
    expect(place('Manchester')).toMatchObject({ areas: ['M'], districts: null, label: 'Manchester (M)' });
    expect(place('Brighton')).toMatchObject({ areas: ['BN'], districts: null });
    // London is Greater London: every district of its eight postcode areas, and the districts of the
    // outer boroughs in others (Richmond TW9, Croydon CR0, Romford RM1), not Staines (TW18) or Epsom.
    const london = place('London');
    expect(london.label).toBe('Greater London');
    expect(london.areas).toEqual(expect.arrayContaining([...LONDON, 'TW', 'CR', 'RM', 'HA', 'KT']));
    for (const area of LONDON) {
      const codes = knownDistricts().filter((code) => areaOf(code) === area);
      for (const code of codes) expect(inPlaceMatch(code, london), code).toBe(true);
    }
    for (const code of ['TW9', 'CR0', 'RM1', 'HA1', 'KT1', 'EC1', 'W1'])
      expect(inPlaceMatch(code, london), code).toBe(true);
    for (const code of ['TW18', 'KT17', 'RM20', 'CM14', 'AL1', 'M20'])
      expect(inPlaceMatch(code, london), code).toBe(false);
    expect(place('Greater London').districts).toEqual(london.districts);
  });

  it('reaches a distance out from a place’s edge, not its middle', () => {
    const london = place('London', { radius: 5 });
    expect(london.label).toBe('Within 5 miles of Greater London');
    expect(london.districts).toEqual(expect.arrayContaining(['SW4', 'KT17', 'TW18', 'RM20']));
    expect(london.districts).not.toContain('RG1');
    expect(place('Manchester', { radius: 10 }).districts).toEqual(
      expect.arrayContaining(['M20', 'SK4', 'BL1']),
    );
  });

  // The UK's 100 largest towns and cities (ONS built-up areas, 2011 census), each with the postcode
  // area it lies in.
  const LARGEST: Record<string, string> = {
    London: 'E', Birmingham: 'B', Glasgow: 'G', Liverpool: 'L', Bristol: 'BS', Manchester: 'M',
    Sheffield: 'S', Leeds: 'LS', Edinburgh: 'EH', Leicester: 'LE', Coventry: 'CV', Bradford: 'BD',
    Cardiff: 'CF', Belfast: 'BT', Nottingham: 'NG', 'Kingston upon Hull': 'HU', 'Newcastle upon Tyne': 'NE',
    'Stoke-on-Trent': 'ST', Southampton: 'SO', Derby: 'DE', Portsmouth: 'PO', Brighton: 'BN', Plymouth: 'PL',
    Northampton: 'NN', Reading: 'RG', Luton: 'LU', Wolverhampton: 'WV', Bolton: 'BL', Aberdeen: 'AB',
    Bournemouth: 'BH', Norwich: 'NR', Swindon: 'SN', Swansea: 'SA', 'Milton Keynes': 'MK',
    'Southend-on-Sea': 'SS', Middlesbrough: 'TS', Peterborough: 'PE', Sunderland: 'SR', Warrington: 'WA',
    Huddersfield: 'HD', Slough: 'SL', Oxford: 'OX', York: 'YO', Poole: 'BH', Ipswich: 'IP', Telford: 'TF',
    Cambridge: 'CB', Dundee: 'DD', Gloucester: 'GL', Blackpool: 'FY', Birkenhead: 'CH', Watford: 'WD',
    Sale: 'M', Colchester: 'CO', Newport: 'NP', Solihull: 'B', 'High Wycombe': 'HP', Exeter: 'EX',
    Gateshead: 'NE', Blackburn: 'BB', Cheltenham: 'GL', Maidstone: 'ME', Chelmsford: 'CM', Salford: 'M',
    Basildon: 'SS', Doncaster: 'DN', Basingstoke: 'RG', Worthing: 'BN', Eastbourne: 'BN', Crawley: 'RH',
    Rochdale: 'OL', Rotherham: 'S', Stockport: 'SK', Gillingham: 'ME', 'Sutton Coldfield': 'B', Woking: 'GU',
    Wigan: 'WN', Lincoln: 'LN', Oldham: 'OL', Wakefield: 'WF', 'St Helens': 'WA', Worcester: 'WR',
    'Hemel Hempstead': 'HP', Bath: 'BA', Preston: 'PR', Rayleigh: 'SS', Barnsley: 'S', Stevenage: 'SG',
    Hastings: 'TN', Southport: 'PR', Darlington: 'DL', Bedford: 'MK', Halifax: 'HX', Hartlepool: 'TS',
    Chesterfield: 'S', Nuneaton: 'CV', Grimsby: 'DN', Derry: 'BT', 'Stockton-on-Tees': 'TS', Mansfield: 'NG',
  }; // prettier-ignore

  it.each(Object.entries(LARGEST))('reads %s in its postcode area %s', (town, area) => {
    expect(Object.keys(LARGEST)).toHaveLength(100);
    expect(place(town).areas).toContain(area);
  });

  it.each([
    ['Clapham', ['SW4']],
    ['Didsbury', ['M20']],
    ['Chorlton', ['M21']],
    ['Headingley', ['LS6']],
    ['Jesmond', ['NE2']],
    ['Edgbaston', ['B15', 'B16']],
    ['Morningside', ['EH10']],
    ['Hackney', ['E8']],
    ['Salford', ['M5', 'M6', 'M7']],
    ['Sutton Coldfield', ['B72', 'B73', 'B74', 'B75', 'B76']],
  ])('reads %s, an area within a city, to its districts', (name, districts) => {
    expect(place(name).districts).toEqual(districts);
  });

  it('ignores case, spacing, dots, hyphens and Saint', () => {
    expect(place('  manCHESTER  ').areas).toEqual(['M']);
    expect(place('DIDSBURY').districts).toEqual(['M20']);
    expect(place('st. helens').districts).toEqual(place('Saint Helens').districts);
    expect(place('Stoke on Trent').areas).toEqual(['ST']);
    expect(place('newcastle  upon tyne').areas).toEqual(['NE']);
    expect(placeKey('Bishop’s Stortford')).toBe(placeKey('bishops stortford'));
  });

  it('reads postcodes, districts, areas and lists of districts as they are', () => {
    expect(place('sw4 0aa')).toMatchObject({ query: 'SW4', districts: ['SW4'], areas: ['SW'] });
    expect(place('SW4')).toMatchObject({ label: 'SW4', districts: ['SW4'] });
    expect(place('sw')).toMatchObject({ label: 'SW (area)', districts: null, areas: ['SW'] });
    expect(place('M20, M21')).toMatchObject({ districts: ['M20', 'M21'], areas: ['M'] });
    expect(place('SW4', { nearby: true })).toMatchObject({ districts: null, areas: ['SW'] });
  });

  it('refuses what it does not know, saying so plainly', () => {
    for (const words of ['Mancester', 'Manchesterr', 'Lundon', 'Narnia', 'ZZ9'])
      expect(resolvePlace(words)).toEqual({ problem: PLACE_MESSAGES.unknown(words) });
    expect(resolvePlace('Mancester')).toEqual({
      problem: "We don't know ‘Mancester’. Try a town, or a postcode like M20.",
    });
    expect(resolvePlace('<script>')).toEqual({ problem: PLACE_MESSAGES.format });
    expect(resolvePlace('')).toEqual({ problem: PLACE_MESSAGES.format });
  });

  it('reads a name several places share as the largest, says so and offers the others', () => {
    const richmond = place('Richmond');
    expect(richmond.districts).toEqual(['TW9', 'TW10']);
    expect(richmond.note).toMatch(/more than one place.*TW9, TW10/);
    expect(richmond.others.map((o) => o.query)).toEqual(['DL10', 'S13']);
    // Each choice searches that place alone.
    for (const other of richmond.others)
      expect(place(other.query).districts).toEqual(other.query.split(', '));
    expect(place('Richmond, DL').districts).toEqual(['DL10']);

    const newport = place('Newport');
    expect(newport.areas).toEqual(['NP']);
    expect(newport.others.map((o) => o.label)).toEqual(
      expect.arrayContaining(['Newport (PO30)', 'Newport (TF10)']),
    );
    // A neighbourhood that is the first place its district names beats a village elsewhere.
    expect(place('Clapham').others.map((o) => o.query)).toEqual(
      expect.arrayContaining(['BN13', 'LA2', 'MK41']),
    );
    expect(place('Manchester').others).toEqual([]);
    expect(place('Manchester').note).toBeNull();
  });

  it('keeps the words as typed, so a shared link reads the same place', () => {
    expect(place(' Saint  Helens ').query).toBe('Saint Helens');
    expect(place('sw4 0aa').query).toBe('SW4');
  });

  it('reads a distance around a place to every district whose centre lies within it', () => {
    const near = place('M20', { radius: 5 });
    expect(near.label).toBe('Within 5 miles of M20');
    for (const code of near.districts!)
      expect(milesBetween(districtCentre('M20')!, districtCentre(code)!), code).toBeLessThanOrEqual(5);
    expect(near.districts).toEqual(expect.arrayContaining(['M20', 'M21', 'M14', 'SK4']));
    expect(near.districts).not.toContain('BL1');
    expect(near.areas).toEqual(expect.arrayContaining(['M', 'SK']));
    const wider = place('M20', { radius: 20 }).districts!;
    expect(wider.length).toBeGreaterThan(near.districts!.length);
    expect(wider).not.toContain('LS1');
    expect(place('Didsbury', { radius: 10 }).label).toBe('Within 10 miles of Didsbury (M20)');
  });

  it('applies a place to stored districts: sub-districts, areas and distances', () => {
    expect(inPlaceMatch('SW1A', place('SW1'))).toBe(true);
    expect(inPlaceMatch('SW1A', place('SW1E'))).toBe(false);
    expect(inPlaceMatch('M20', place('Manchester'))).toBe(true);
    expect(inPlaceMatch('SW4', place('Manchester'))).toBe(false);
    expect(inPlaceMatch('SW4', place('London'))).toBe(true);
    expect(inPlaceMatch(null, place('London'))).toBe(false);
    expect(inPlaceMatch('SK4', place('Didsbury', { radius: 5 }))).toBe(true);
    expect(inPlaceMatch('SK4', place('Didsbury'))).toBe(false);
  });
});

describe('searching by a place’s name', () => {
  const job = {
    postcodeDistrict: 'M20',
    jobType: 'live-out',
    pay: { period: 'hourly' as const },
    startDate: '2026-12-01',
    requirements: [],
  };

  it('finds jobs in Manchester for "Manchester", and none in London', () => {
    const manchester = searchPlace({ place: 'Manchester' });
    expect(jobMatchesSearch(job, { place: 'Manchester' }, manchester)).toBe(true);
    expect(jobMatchesSearch({ ...job, postcodeDistrict: 'SW4' }, { place: 'Manchester' }, manchester)).toBe(
      false,
    );
    // A name read by nobody finds nothing, rather than every job.
    expect(jobMatchesSearch(job, { place: 'Manchester' })).toBe(false);
  });

  it('refuses a place it does not know as bad input naming the field', () => {
    let error: unknown;
    try {
      searchPlace({ place: 'Mancester' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fields).toEqual({ place: PLACE_MESSAGES.unknown('Mancester') });
    expect(() => searchPlace({ radius: 10 })).toThrow(PLACE_MESSAGES.radiusWithoutPlace);
    expect(searchPlace({})).toBeNull();
  });

  it('filters candidates by a town as it filters jobs', () => {
    const profile = {
      postcodeDistrict: 'SW4',
      skills: [],
      languages: [],
      drivingLicense: false,
      trust: {} as never,
      lookingFor: [],
      availableFrom: null,
      availability: null,
    };
    const london = searchPlace({ place: 'London' });
    const filters = { place: 'London' } as never;
    expect(candidateMatches(profile as never, filters, '2026-11-27' as never, london)).toBe(true);
    expect(
      candidateMatches(
        { ...profile, postcodeDistrict: 'M20' } as never,
        filters,
        '2026-11-27' as never,
        london,
      ),
    ).toBe(false);
  });
});

describe('a form’s postcode field', () => {
  it('keeps a postcode’s district, and offers a place’s districts to pick from', () => {
    expect(districtHelp('sw4 0aa')).toEqual({ kind: 'district', district: 'SW4' });
    expect(districtHelp('Didsbury')).toEqual({
      kind: 'place',
      label: 'Didsbury (M20)',
      districts: [{ district: 'M20', label: 'M20 (Didsbury, West Didsbury, East Didsbury)' }],
    });
    const manchester = districtHelp('Manchester');
    expect(manchester.kind).toBe('place');
    if (manchester.kind === 'place') {
      expect(manchester.districts.map((d) => d.district)).toEqual(expect.arrayContaining(['M1', 'M20']));
      expect(manchester.districts.every((d) => areaOf(d.district) === 'M')).toBe(true);
    }
    expect(districtHelp('Mancester')).toEqual({
      kind: 'problem',
      message: PLACE_MESSAGES.unknown('Mancester'),
    });
  });
});
