/**
 * Turns the DBS flags profiles carried before verification records into DBS certificate records
 * (lambdas/data/dbs-migration.ts). Safe to run any number of times, also while the site is in use.
 *
 *   npm run verifications:migrate                    the dev stage on AWS
 *   npm run verifications:migrate -- --stage prod    another stage
 *   npm run verifications:migrate -- --local         the local cloud (npm start runs it on every start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and the stage's table by name.
 */
import { parseArgs } from 'node:util';
import { ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { migrateDbsFlags } from '../lambdas/data/dbs-migration.ts';
import { stageTableName } from '../lambdas/data/table.ts';
import { lambdaEnvironment } from '../local/config.ts';

let values: { stage: string; local: boolean };
try {
  ({ values } = parseArgs({
    options: { stage: { type: 'string', default: 'dev' }, local: { type: 'boolean', default: false } },
  }));
} catch {
  console.error('Usage: npm run verifications:migrate -- [--stage NAME | --local]');
  process.exit(2);
}

if (values.local) Object.assign(process.env, lambdaEnvironment());
else {
  process.env.TABLE_NAME = stageTableName(values.stage);
  process.env.AWS_REGION ??= 'eu-west-2';
}
const table = process.env.TABLE_NAME;

try {
  const summary = await migrateDbsFlags();
  console.log(
    `${table}: ${summary.migrated} DBS flag${summary.migrated === 1 ? '' : 's'} turned into records, ` +
      `${summary.cleared} unset flag${summary.cleared === 1 ? '' : 's'} removed.`,
  );
} catch (error) {
  if (error instanceof ResourceNotFoundException) {
    console.error(`No table ${table} in this account and region. Is the ${values.stage} stage deployed?`);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
