import { describe, expect, it } from 'vitest';
import { checks, renderTables, scalingComparisons } from '../../bench/report.ts';
import type { ScalingRow } from '../../bench/scaling.ts';

const APPLICANTS = 'applicants page (GET /my-jobs/{jobId}/applicants)';
const SHORTLISTED = 'shortlisted applicants page (?status=shortlisted)';

const row = (page: string, rows: number, scanned: number, capacityUnits = 2.5): ScalingRow => ({
  page,
  rows,
  queries: 1,
  scanned,
  returned: scanned,
  capacityUnits,
});

describe("the bench's scaling rows", () => {
  it('compares each page at the largest table with the smallest, whatever order the rows came in', () => {
    const compared = scalingComparisons([
      row(APPLICANTS, 20_000, 20),
      row('board page (GET /jobs)', 100, 12),
      row(APPLICANTS, 100, 20),
      row('board page (GET /jobs)', 20_000, 12),
    ]);
    expect(compared.map((c) => [c.page, c.small.rows, c.large.rows, c.ratio])).toEqual([
      [APPLICANTS, 100, 20_000, 1],
      ['board page (GET /jobs)', 100, 20_000, 1],
    ]);
  });

  it('leaves out a page measured at one size only', () => {
    expect(scalingComparisons([row(APPLICANTS, 100, 20)])).toEqual([]);
  });

  it('passes a page that reads the same items at both sizes, and says so', () => {
    const list = checks({ scaling: [row(APPLICANTS, 100, 20), row(APPLICANTS, 20_000, 20)] });
    expect(list).toEqual([
      {
        area: 'items read per page',
        subject: APPLICANTS,
        measured: '20 at 20000 vs 20 at 100 (1.00×, the same items read)',
        target: '≤ 1.1×',
        pass: true,
      },
    ]);
  });

  it('misses a page that reads more as the table grows, as it would filtering a partition', () => {
    const [check] = checks({ scaling: [row(SHORTLISTED, 100, 30), row(SHORTLISTED, 20_000, 6000, 750)] });
    expect(check).toMatchObject({ subject: SHORTLISTED, pass: false });
    expect(check?.measured).toBe('6000 at 20000 vs 30 at 100 (200.00×, more items read)');
  });

  it("shows the comparison and verdict on each page's row at the largest table", () => {
    const scaling = [
      row(APPLICANTS, 100, 20),
      row(SHORTLISTED, 100, 20),
      row(APPLICANTS, 20_000, 20),
      row(SHORTLISTED, 20_000, 40),
    ];
    const text = renderTables({ scaling }, checks({ scaling }));
    const lines = text
      .split('\n')
      .filter((l) => l.startsWith(`| ${APPLICANTS}`) || l.startsWith(`| ${SHORTLISTED}`));
    const cells = lines.map((l) => l.split('|').map((c) => c.trim()));
    expect(cells.map((c) => [c[1], c[2], c[7], c[8]])).toEqual([
      [APPLICANTS, '100', '', ''],
      [SHORTLISTED, '100', '', ''],
      [APPLICANTS, '20000', 'the same items read (1.00×)', 'pass'],
      [SHORTLISTED, '20000', 'more items read (2.00×)', 'MISS'],
    ]);
    expect(text).toContain('Targets: 1 of 2 met');
  });
});
