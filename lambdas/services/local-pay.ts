import { areaOf, districtOf } from '../contract/postcode.ts';
import { livePayInArea } from '../data/jobs.ts';
import { localPayOf } from '../contract/local-pay.ts';

/**
 * What live jobs in a postcode's area pay an hour gross (contract/local-pay.ts localPayOf), from the board's own
 * jobs with structured pay: the area's partition of the board's index, read once (data/jobs.ts
 * livePayInArea). `postcode` is a full postcode or a district, as the contract checked.
 */
export async function localPay(postcode: string) {
  const area = areaOf(districtOf(postcode)!.district);
  return localPayOf(area, await livePayInArea(area));
}
