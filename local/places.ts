/** The postcode districts of the places the demo data and benchmarks use (only the district is stored). */
export const DISTRICT_OF: Readonly<Record<string, string>> = {
  'Clapham, London': 'SW4',
  'Didsbury, Manchester': 'M20',
  'Headingley, Leeds': 'LS6',
  'Clifton, Bristol': 'BS8',
  'Jesmond, Newcastle': 'NE2',
  'Edgbaston, Birmingham': 'B15',
  'Richmond, London': 'TW9',
  'Morningside, Edinburgh': 'EH10',
  'Jericho, Oxford': 'OX2',
  'Roath, Cardiff': 'CF24',
  'Islington, London': 'N1',
  'Mill Road, Cambridge': 'CB1',
  'Hackney, London': 'E8',
  'West End, Glasgow': 'G12',
  'Southsea, Portsmouth': 'PO5',
  'Harborne, Birmingham': 'B17',
  'Chorlton, Manchester': 'M21',
  'Ecclesall, Sheffield': 'S11',
  'Kings Heath, Birmingham': 'B14',
  'Greenwich, London': 'SE10',
};

/** A demo place's district (every place above has one). */
export const districtOfPlace = (place: string): string => {
  const district = DISTRICT_OF[place];
  if (!district) throw new Error(`No district for the demo place ${place}`);
  return district;
};
