/** The postcode districts of the demo's sample places (the demo shows only the district, as the site does). */
const DISTRICTS: Readonly<Record<string, string>> = {
  'Clapham, London': 'SW4',
  'Didsbury, Manchester': 'M20',
  'Richmond, London': 'TW9',
  'Cirencester, Gloucestershire': 'GL7',
  Edinburgh: 'EH10',
  'Harborne, Birmingham': 'B17',
  Bristol: 'BS8',
  Leeds: 'LS6',
  Cardiff: 'CF24',
  Brighton: 'BN1',
  'Kensington, London': 'W8',
  'Jesmond, Newcastle upon Tyne': 'NE2',
  Belfast: 'BT9',
  Oxford: 'OX2',
  'Putney, London': 'SW15',
  'Chorlton, Manchester': 'M21',
};

/** A sample place's district, or null for a place the demo has none for. */
export const demoDistrict = (place: string): string | null => DISTRICTS[place] ?? null;
