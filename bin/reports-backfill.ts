/**
 * Counts reports stored before the admin queue was grouped by reported item into their items' groups,
 * so the queue shows them. Safe to run any number of times, also while the site takes reports: a report
 * is counted once, and a run only reads the reports not counted yet.
 *
 *   npm run reports:backfill                    the dev stage on AWS
 *   npm run reports:backfill -- --stage prod    another stage
 *   npm run reports:backfill -- --local         the local cloud (npm start runs it on every start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and the stage's table by name.
 */
import { parseArgs } from 'node:util';
import { ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { backfillReportGroups } from '../lambdas/data/report-backfill.ts';
import { stageTableName } from '../lambdas/data/table.ts';
import { lambdaEnvironment } from '../local/config.ts';

let values: { stage: string; local: boolean };
try {
  ({ values } = parseArgs({
    options: { stage: { type: 'string', default: 'dev' }, local: { type: 'boolean', default: false } },
  }));
} catch {
  console.error('Usage: npm run reports:backfill -- [--stage NAME | --local]');
  process.exit(2);
}

// The data layer reads its table and endpoints from the environment, as in a Lambda.
if (values.local) Object.assign(process.env, lambdaEnvironment());
else {
  process.env.TABLE_NAME = stageTableName(values.stage);
  process.env.AWS_REGION ??= 'eu-west-2';
}
const table = process.env.TABLE_NAME;

try {
  const summary = await backfillReportGroups();
  console.log(
    `${table}: ${summary.counted} report${summary.counted === 1 ? '' : 's'} counted into ` +
      `their items' groups now` +
      (summary.alreadyCounted ? `, ${summary.alreadyCounted} counted meanwhile by another run` : '') +
      '. Every other report was counted already.',
  );
  if (summary.unreadable.length) {
    console.error(
      `Left as they are, lacking their content, status or date: ${summary.unreadable.join(', ')}`,
    );
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ResourceNotFoundException) {
    console.error(`No table ${table} in this account and region. Is the ${values.stage} stage deployed?`);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
