/**
 * `npm run bench:docs`: renders the figures in docs/quality.md again from bench/results.json, measuring
 * nothing. `npm run bench` runs it once it has written that file.
 */
import fs from 'node:fs';
import { renderDocBlock, withDocBlock, type ResultsFile } from './report.ts';

const RESULTS = new URL('results.json', import.meta.url);
const DOC = new URL('../docs/quality.md', import.meta.url);

const results = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as ResultsFile;
const before = fs.readFileSync(DOC, 'utf8');
const after = withDocBlock(before, renderDocBlock(results));
if (after !== before) fs.writeFileSync(DOC, after);
console.log(
  `[bench] docs/quality.md ${after === before ? 'already showed' : 'now shows'} the figures in bench/results.json`,
);
