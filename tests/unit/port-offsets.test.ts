import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_OFFSET } from '../../bench/processes.ts';
import { COST_PORT_OFFSET } from '../../bench/cost/port.ts';
import { PORTS } from '../../local/config.ts';
import { SHARED_CLOUD_OFFSETS, TEMPLATE_CLOUD_OFFSET } from '../integration/cloud.ts';

/**
 * Test files that start a local cloud run at once (vitest runs files in parallel, beside the e2e run
 * and the bench), each on its own port offset. Two files whose offsets give any port in common would
 * fail now and then, whichever started second: this holds every offset apart, by every port.
 */
const TESTS = path.resolve(import.meta.dirname, '..');
const base = Object.values(PORTS).map((port) => port - Number(process.env.PORT_OFFSET ?? 0));
/** The ports a run takes; the e2e run also serves the demo build (on 4173 + its offset). */
const portsAt = (offset: number, owner = '') =>
  new Set([...base, ...(owner === 'e2e' ? [4173] : [])].map((port) => port + offset));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Each test file's own offsets, plus the fixed runs: `npm start` (0), the e2e run (200), the bench, the
 * cost sheet, the clouds the integration files of each vitest worker share, and the one that seeds the
 * data folder they all start from.
 */
function offsets(): Array<{ owner: string; offset: number }> {
  const found = testFiles(TESTS).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const named = [...text.matchAll(/startLocalCloud\((\d+)\)|const OFFSET = (\d+);/g)];
    const owner = path.relative(TESTS, file);
    return [...new Set(named.map((m) => Number(m[1] ?? m[2])))].map((offset) => ({ owner, offset }));
  });
  return [
    { owner: 'npm start', offset: 0 },
    { owner: 'e2e', offset: 200 },
    { owner: 'bench', offset: BENCH_OFFSET },
    { owner: 'cost', offset: COST_PORT_OFFSET },
    ...SHARED_CLOUD_OFFSETS.map((offset, i) => ({ owner: `shared cloud ${i + 1}`, offset })),
    { owner: 'the seeded data folder', offset: TEMPLATE_CLOUD_OFFSET },
    ...found,
  ];
}

describe('local cloud port offsets', () => {
  it('finds the test files that start a cloud', () => {
    expect(offsets().filter((o) => o.owner.startsWith('integration/')).length).toBeGreaterThan(5);
  });

  it('gives every run ports of its own', () => {
    const all = offsets();
    const clashes: string[] = [];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) {
        const theirs = portsAt(b.offset, b.owner);
        const shared = [...portsAt(a.offset, a.owner)].filter((port) => theirs.has(port));
        if (shared.length)
          clashes.push(`${a.owner} (${a.offset}) and ${b.owner} (${b.offset}) share ${shared.join(', ')}`);
      }
    expect(clashes).toEqual([]);
  });
});
