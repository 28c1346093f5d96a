import { describe, expect, it } from 'vitest';
import { ApiError } from '../../frontend/src/api/errors.ts';
import { demoAnswer } from '../../frontend/src/demo/answers.ts';
import { PLACE_MESSAGES } from '../../lambdas/contract/place-match.ts';

/** The demo's lists read a typed place as the server does: towns, distances, and plain refusals. */
type Page = { items: Array<{ postcodeDistrict: string | null }>; place?: { label: string } };
const LISTS = { '/jobs': 'jobsList', '/candidates': 'candidatesList' } as const;
const list = async (path: keyof typeof LISTS, query: Record<string, string>) =>
  (await demoAnswer(LISTS[path], { query, body: undefined })) as Page;
const districts = (page: Page) => page.items.map((item) => item.postcodeDistrict);

describe("the demo's place filters", () => {
  it('reads "Manchester" on the board to its jobs, and none of London’s', async () => {
    const page = await list('/jobs', { place: 'Manchester' });
    expect(districts(page)).toEqual(['M20']);
    expect(page.place).toMatchObject({ label: 'Manchester (M)' });
    const london = await list('/jobs', { place: 'london' });
    expect(districts(london).sort()).toEqual(['SW4', 'TW9', 'W8']);
    expect(districts(await list('/jobs', { place: 'Didsbury', radius: '5' }))).toEqual(['M20']);
  });

  it('reads "London" on the candidates page to its nannies only', async () => {
    const page = await list('/candidates', { place: 'London' });
    expect(page.items.length).toBeGreaterThan(0);
    for (const district of districts(page)) expect(district).toMatch(/^(SW|TW|W|N|E|SE|NW|EC|WC)\d/);
    expect(districts(page)).not.toContain('M20');
  });

  it('refuses words that name no place, with the server’s plain message', async () => {
    const refused = await list('/jobs', { place: 'Mancester' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fields).toEqual({ place: PLACE_MESSAGES.unknown('Mancester') });
    await expect(list('/candidates', { place: 'Lundon' })).rejects.toThrow(PLACE_MESSAGES.unknown('Lundon'));
  });
});
