/**
 * Places as people type them, read to postcode districts and areas: a postcode or district (`SW4 0AA`,
 * `SW4`), an area (`SW`), a list of districts (`M20, M21`), the name of a postcode area (`Manchester` is
 * M, `Brighton` is BN; `London` is Greater London: the districts of its 32 boroughs and the City), or a town, village or neighbourhood the districts
 * cover (`Clapham` is SW4, `Didsbury` M20), with `, AREA` to pick one of several (`Richmond, DL`).
 *
 * Names are matched whole (case, spacing, accents, dots and hyphens aside; `Saint` is `St`), never
 * guessed: a misspelt name is refused with a plain message. A name several places share is read as the
 * largest (a place that is the first one a district names counts four times: Clapham is SW4, not the
 * villages near Worthing and Bedford; a place named early counts more than one named last), and the
 * others are offered as choices. Optionally a distance: the
 * districts whose centres lie within that many miles of the place's centre (weighted by residents).
 *
 * The districts, their centres and their places: contract/places-data.ts (its header gives the source
 * and licence). That module is large: only the code that resolves places imports this one (the job and
 * candidate lists, job alerts, and the SPA lazily); the rest of the contract does not.
 */
import { AREA_NAMES, DISTRICT_ROWS } from './places-data.ts';
import { areaOf, districtOf, districtRoot, placeQueryOf, POSTCODE_AREAS } from './postcode.ts';
import {
  PLACE_CHARS,
  PLACE_MAX,
  PLACE_MESSAGES,
  placeKey,
  type PlaceChoice,
  type PlaceMatch,
  type PlaceRadius,
  type PlaceView,
} from './place-match.ts';

export * from './place-match.ts';

/** A place read from words: what it matches, and how it reads. */
export interface ResolvedPlace extends PlaceMatch, PlaceView {
  /** Miles around the place (null: the place alone). */
  radius: PlaceRadius | null;
  /** With `nearby`: the whole postcode area of a district. */
  nearby: boolean;
}

export type PlaceOutcome = { place: ResolvedPlace } | { problem: string };

interface District {
  code: string;
  area: string;
  lat: number;
  lon: number;
  /** Residents, thousands (0 for a few hundred). */
  people: number;
  authority: string;
  places: string[];
}

interface Hit {
  district: District;
  /** Where the name stands among the district's places: 0, its main town or neighbourhood. */
  position: number;
}

interface Data {
  districts: Map<string, District>;
  byArea: Map<string, District[]>;
  places: Map<string, { name: string; hits: Hit[] }>;
  authorities: Map<string, { name: string; hits: Hit[] }>;
  areaNames: Map<string, AreaName>;
}

/** A name read as postcode areas (`Manchester`: M), or as a set of districts across areas (`London`). */
interface AreaName {
  name: string;
  areas: string[];
  /** The districts, when the name is not whole areas; null: every district of the areas. */
  districts: string[] | null;
  /** How it reads, when not `name (areas)`. */
  label?: string;
}

/**
 * Greater London's local authorities, as the data names them: "London" is the districts whose main
 * authority is one of these (its eight postcode areas, and Croydon, Harrow, Richmond, Romford…), not the
 * whole of the outer areas (CR, HA, TW and RM reach into Surrey, Hertfordshire and Essex).
 */
const LONDON_AUTHORITIES = new Set([
  'Barking and Dagenham',
  'Barnet',
  'Bexley',
  'Brent',
  'Bromley',
  'Camden',
  'City of London',
  'Croydon',
  'Ealing',
  'Enfield',
  'Greenwich',
  'Hackney',
  'Hammersmith and Fulham',
  'Haringey',
  'Harrow',
  'Havering',
  'Hillingdon',
  'Hounslow',
  'Islington',
  'Kensington and Chelsea',
  'Kingston upon Thames',
  'Lambeth',
  'Lewisham',
  'Merton',
  'Newham',
  'Redbridge',
  'Richmond upon Thames',
  'Southwark',
  'Sutton',
  'Tower Hamlets',
  'Waltham Forest',
  'Wandsworth',
  'Westminster',
]);

/** Other names people use for a place the data names one way. */
const ALIASES: Readonly<Record<string, string>> = {
  newcastle: 'Newcastle upon Tyne',
  'kingston upon hull': 'Hull',
  londonderry: 'Derry',
  'brighton and hove': 'Brighton',
  'stoke on trent': 'Stoke-on-Trent',
  stoke: 'Stoke-on-Trent',
  southend: 'Southend-on-Sea',
  'st albans': 'St Albans',
  'greater london': 'London',
  'greater manchester': 'Manchester',
};

let loaded: Data | null = null;

function data(): Data {
  if (loaded) return loaded;
  const districts = new Map<string, District>();
  const byArea = new Map<string, District[]>();
  const places = new Map<string, { name: string; hits: Hit[] }>();
  const authorities = new Map<string, { name: string; hits: Hit[] }>();
  const index = (map: typeof places, name: string, hit: Hit) => {
    const key = placeKey(name);
    if (!key) return;
    const entry = map.get(key) ?? { name, hits: [] };
    const same = entry.hits.find((h) => h.district === hit.district);
    if (!same) entry.hits.push(hit);
    else if (hit.position < same.position) entry.hits = entry.hits.map((h) => (h === same ? hit : h));
    map.set(key, entry);
  };
  for (const line of DISTRICT_ROWS.split('\n')) {
    if (!line) continue;
    const [code = '', lat = '', lon = '', people = '', authority = '', names = ''] = line.split('|');
    const district: District = {
      code,
      area: areaOf(code),
      lat: Number(lat),
      lon: Number(lon),
      people: Number(people),
      authority,
      places: names.split(', ').filter(Boolean),
    };
    districts.set(code, district);
    const inArea = byArea.get(district.area);
    if (inArea) inArea.push(district);
    else byArea.set(district.area, [district]);
    district.places.forEach((name, i) => {
      index(places, name, { district, position: i });
      // "Billericay (East)" is Billericay too, but never the first place of its district.
      const bare = name.replace(/\s*\(.*\)\s*$/, '');
      if (bare !== name) index(places, bare, { district, position: Math.max(i, 1) });
    });
    index(authorities, authority, { district, position: 1 });
  }
  const areaNames = new Map<string, AreaName>();
  for (const [area, name] of Object.entries(AREA_NAMES)) {
    const key = placeKey(name);
    const entry = areaNames.get(key) ?? { name, areas: [], districts: null };
    entry.areas.push(area);
    areaNames.set(key, entry);
  }
  const london = [...districts.values()].filter((d) => LONDON_AUTHORITIES.has(d.authority));
  areaNames.set('london', {
    name: 'London',
    areas: sortedUnique(london.map((d) => d.area)),
    // With the roots of its sub-districts: a stored `EC1` or `W1` is London's too.
    districts: sortedUnique(
      london.flatMap((d) => [d.code, districtRoot(d.code)]),
      byDistrictOrder,
    ),
    label: 'Greater London',
  });
  loaded = { districts, byArea, places, authorities, areaNames };
  return loaded;
}

/** Districts in postcode order (`M2` before `M10`). */
export function byDistrictOrder(a: string, b: string): number {
  const ra = /^([A-Z]+)(\d+)(.*)$/.exec(a);
  const rb = /^([A-Z]+)(\d+)(.*)$/.exec(b);
  if (!ra || !rb) return a.localeCompare(b);
  return (
    (ra[1] ?? '').localeCompare(rb[1] ?? '') ||
    Number(ra[2]) - Number(rb[2]) ||
    (ra[3] ?? '').localeCompare(rb[3] ?? '')
  );
}

const sortedUnique = (items: Iterable<string>, order?: (a: string, b: string) => number) =>
  [...new Set(items)].sort(order);

/** "SW4", "TW9, TW10", "RG1, RG2 and 5 more". */
export function districtList(codes: readonly string[], shown = 4): string {
  const sorted = [...codes].sort(byDistrictOrder);
  if (sorted.length <= shown + 1) return sorted.join(', ');
  return `${sorted.slice(0, shown).join(', ')} and ${sorted.length - shown} more`;
}

/** A group of districts sharing a name within one postcode area. */
interface Reading {
  name: string;
  areas: string[];
  districts: string[] | null;
  score: number;
  /** How it reads, when not `name (districts or areas)`. */
  label?: string;
}

function readingsOf(entry: { name: string; hits: Hit[] } | undefined, onlyArea: string | null): Reading[] {
  if (!entry) return [];
  const groups = new Map<string, Hit[]>();
  for (const hit of entry.hits) {
    if (onlyArea && hit.district.area !== onlyArea) continue;
    const group = groups.get(hit.district.area);
    if (group) group.push(hit);
    else groups.set(hit.district.area, [hit]);
  }
  return [...groups.entries()].map(([area, hits]) => {
    // Where a district names the place first, the place is the districts naming it first or second
    // (Brixton: SW2, and SW9 "Stockwell, Brixton"), not those that merely reach it (SW9 "…, Clapham").
    const named = hits.some((h) => h.position === 0);
    const chosen = named ? hits.filter((h) => h.position <= 1) : hits;
    // Residents, counted more the earlier the district names the place (its first place: four times).
    const score = chosen.reduce((sum, h) => sum + ((h.district.people + 1) * 4) / (h.position + 1), 0);
    return {
      name: entry.name,
      areas: [area],
      districts: chosen.map((h) => h.district.code).sort(byDistrictOrder),
      score,
    };
  });
}

const readingLabel = (r: Reading) =>
  r.label ?? (r.districts ? `${r.name} (${districtList(r.districts)})` : `${r.name} (${r.areas.join(', ')})`);
const readingQuery = (r: Reading) => (r.districts ? r.districts.join(', ') : r.areas.join(', '));

/** Districts typed as a list: `M20, M21` or `M20 M21` (each a UK district). */
function districtListOf(text: string): string[] | null {
  const parts = text
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 20) return null;
  const found: string[] = [];
  for (const part of parts) {
    if (!/^[A-Z]{1,2}\d[A-Z\d]?$/.test(part)) return null;
    const district = districtOf(part);
    if (!district || district.district !== part) return null;
    found.push(part);
  }
  return sortedUnique(found, byDistrictOrder);
}

const AREAS: ReadonlySet<string> = new Set(POSTCODE_AREAS);

/** What words name, before any distance: the readings, best first (none: unknown). */
function readWords(text: string): {
  reading: Reading;
  others: Reading[];
  postcode: boolean;
} | null {
  const list = districtListOf(text);
  if (list)
    return {
      reading: { name: list.join(', '), areas: sortedUnique(list.map(areaOf)), districts: list, score: 1 },
      others: [],
      postcode: true,
    };
  const code = placeQueryOf(text);
  if (code)
    return {
      reading: {
        name: code.district ?? code.area,
        areas: [code.area],
        districts: code.district ? [code.district] : null,
        score: 1,
      },
      others: [],
      postcode: true,
    };
  // "Richmond, DL": one of the places of that name, in that area.
  const restricted = /^(.*?)[\s,]+([A-Za-z]{1,2})$/.exec(text.trim());
  const onlyArea =
    restricted && AREAS.has(restricted[2]!.toUpperCase()) ? restricted[2]!.toUpperCase() : null;
  const words = onlyArea && restricted ? restricted[1]! : text;
  const { places, authorities, areaNames } = data();
  const key = placeKey(words);
  if (!key) return null;
  const aliasKey = ALIASES[key] ? placeKey(ALIASES[key]) : null;
  const area = areaNames.get(key) ?? (aliasKey ? areaNames.get(aliasKey) : undefined);
  const named = readingsOf(places.get(key) ?? (aliasKey ? places.get(aliasKey) : undefined), onlyArea);
  const byScore = (a: Reading, b: Reading) => b.score - a.score;
  if (area && (!onlyArea || area.areas.includes(onlyArea))) {
    const districts = area.districts?.filter((d) => !onlyArea || areaOf(d) === onlyArea) ?? null;
    const reading: Reading = {
      name: area.name,
      areas: onlyArea ? [onlyArea] : [...area.areas].sort(),
      districts,
      score: Infinity,
      ...(area.label && !onlyArea ? { label: area.label } : {}),
    };
    // The town itself, within its area, and the places of that name elsewhere.
    const others = named
      .filter((r) => r.areas.some((a) => reading.areas.includes(a)))
      .map((r) => ({ ...r, name: `${r.name} only` }))
      .concat(named.filter((r) => !r.areas.some((a) => reading.areas.includes(a))).sort(byScore));
    return { reading, others, postcode: false };
  }
  const candidates = named.length
    ? named
    : readingsOf(authorities.get(key) ?? (aliasKey ? authorities.get(aliasKey) : undefined), onlyArea);
  if (!candidates.length) return null;
  const [reading, ...others] = [...candidates].sort(byScore);
  return { reading: reading!, others, postcode: false };
}

/** The districts in the data a reading covers (its districts, a district's sub-districts, or its areas). */
function membersOf(codes: readonly string[] | null, areas: readonly string[]): District[] {
  const { byArea } = data();
  if (!codes) return areas.flatMap((a) => byArea.get(a) ?? []);
  const wanted = new Set(codes);
  return areas
    .flatMap((a) => byArea.get(a) ?? [])
    .filter((d) => wanted.has(d.code) || wanted.has(districtRoot(d.code)));
}

/** A degree of latitude, in miles. */
const MILES_PER_DEGREE = 69.05;

/**
 * The districts whose centres lie within `radius` miles of the centre of any of `members` (so a distance
 * reaches out from a town's edge, not its middle: within 5 miles of Greater London reaches Epsom and
 * Dartford). A box around each member sets aside the districts too far to measure.
 */
function districtsWithin(members: readonly District[], radius: number): string[] {
  const found = new Set<string>();
  const latPad = radius / MILES_PER_DEGREE;
  for (const d of data().districts.values()) {
    for (const m of members) {
      if (Math.abs(d.lat - m.lat) > latPad) continue;
      const lonPad = latPad / Math.max(0.2, Math.cos((m.lat * Math.PI) / 180));
      if (Math.abs(d.lon - m.lon) > lonPad) continue;
      if (milesBetween(m, d) <= radius) {
        found.add(d.code);
        break;
      }
    }
  }
  return [...found];
}

/** Miles between two points on the Earth (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Reads a searched place: the words as typed, and optionally `nearby` (a district's whole area) or a
 * distance in miles. Either the place, or the plain message that says what is wrong.
 */
export function resolvePlace(
  input: string,
  options: { radius?: PlaceRadius | null; nearby?: boolean } = {},
): PlaceOutcome {
  const typed = input.trim().replace(/\s+/g, ' ');
  if (!typed || typed.length > PLACE_MAX || !PLACE_CHARS.test(typed))
    return { problem: PLACE_MESSAGES.format };
  const read = readWords(typed);
  if (!read) return { problem: PLACE_MESSAGES.unknown(typed) };
  const { reading, postcode } = read;
  const radius = options.radius ?? null;
  const nearby = !radius && Boolean(options.nearby) && reading.districts !== null;
  // The words as typed (a shared link reproduces the search); a postcode as its district.
  const query = postcode ? reading.name : typed;
  const others: PlaceChoice[] = read.others
    .slice(0, 3)
    .map((r) => ({ label: readingLabel(r), query: readingQuery(r) }));
  const baseLabel = postcode
    ? reading.districts
      ? reading.districts.join(', ')
      : `${reading.name} (area)`
    : readingLabel(reading);
  const note = others.length
    ? `${typed} could be more than one place: this is ${baseLabel}${reading.districts ? ', the largest' : ''}.`
    : null;
  if (nearby)
    return {
      place: {
        query,
        // Says the area it searched: "SW4 and the rest of SW".
        label: `${baseLabel} and the rest of ${reading.areas.join(', ')}`,
        note,
        others,
        areas: reading.areas,
        districts: null,
        radius: null,
        nearby: true,
      },
    };
  if (!radius)
    return {
      place: {
        query,
        label: baseLabel,
        note,
        others,
        areas: reading.areas,
        districts: reading.districts,
        radius: null,
        nearby: false,
      },
    };
  const members = membersOf(reading.districts, reading.areas);
  if (!members.length) return { problem: PLACE_MESSAGES.noCentre(baseLabel) };
  const own = reading.districts ?? members.map((d) => d.code);
  const districts = sortedUnique([...districtsWithin(members, radius), ...own], byDistrictOrder);
  return {
    place: {
      query,
      label: `Within ${radius} miles of ${baseLabel}`,
      note,
      others,
      areas: sortedUnique(districts.map(areaOf)),
      districts,
      radius,
      nearby: false,
    },
  };
}

/** The view of a resolved place a list answers with. */
export const placeViewOf = (place: ResolvedPlace): PlaceView => ({
  query: place.query,
  label: place.label,
  note: place.note,
  others: place.others,
});

/** One district of a named place, as a form offers it: `M20 (Didsbury, West Didsbury, East Didsbury)`. */
export interface DistrictChoice {
  district: string;
  label: string;
}

/** How a form reads a typed place (it keeps a district): a district; a place's districts; or a problem. */
export type DistrictHelp =
  | { kind: 'district'; district: string }
  | { kind: 'place'; label: string; districts: DistrictChoice[] }
  | { kind: 'problem'; message: string };

/**
 * What a form's postcode field can make of words: a postcode or district as it is; or, for a place's
 * name, its districts to pick from (every district of its areas for an area's name).
 */
export function districtHelp(input: string): DistrictHelp {
  const district = districtOf(input);
  if (district) return { kind: 'district', district: district.district };
  const outcome = resolvePlace(input);
  if ('problem' in outcome) return { kind: 'problem', message: outcome.problem };
  const { place } = outcome;
  const { districts, byArea } = data();
  const codes = place.districts ?? place.areas.flatMap((a) => (byArea.get(a) ?? []).map((d) => d.code));
  return {
    kind: 'place',
    label: place.label,
    districts: codes
      .filter((code) => districts.has(code))
      .sort(byDistrictOrder)
      .map((code) => {
        const names = districts.get(code)?.places.slice(0, 3) ?? [];
        return { district: code, label: names.length ? `${code} (${names.join(', ')})` : code };
      }),
  };
}

/** Every district in the data, in postcode order (for tests and the bench). */
export const knownDistricts = (): string[] => [...data().districts.keys()].sort(byDistrictOrder);

/** A district's centre, or null when the data has none. */
export function districtCentre(code: string): { lat: number; lon: number } | null {
  const d = data().districts.get(code);
  return d ? { lat: d.lat, lon: d.lon } : null;
}
