/**
 * The port offset of the cost sheet's own local cloud (`npm run cost`) unless BENCH_PORT_OFFSET moves it:
 * apart from `npm start`'s, the tests' and the bench's (tests/unit/port-offsets.test.ts).
 */
export const COST_PORT_OFFSET = 3550;
