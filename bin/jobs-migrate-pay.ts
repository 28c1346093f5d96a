/**
 * Gives every job stored before pay was structured its gross pay, read from its poster's words where
 * they allow, and otherwise its words as written (lambdas/data/migrations/job-pay-migration.ts). Safe
 * to run any number of times, also while the site is in use: a job edited meanwhile is left as saved.
 *
 *   npm run jobs:migrate-pay                    the dev stage on AWS
 *   npm run jobs:migrate-pay -- --stage prod    another stage
 *   npm run jobs:migrate-pay -- --local         the local cloud (npm start runs it on every start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and the stage's table by name.
 */
import { migrateJobPay } from '../lambdas/data/migrations/job-pay-migration.ts';
import { failed, useStageTable } from './stage-table.ts';

const { table, stage } = useStageTable('jobs:migrate-pay');

try {
  const summary = await migrateJobPay();
  console.log(
    `${table}: ${summary.examined} job${summary.examined === 1 ? '' : 's'} without structured pay; ` +
      `${summary.structured} read into gross pay, ${summary.asWritten} shown as written` +
      (summary.changedMeanwhile ? `, ${summary.changedMeanwhile} edited meanwhile and left as saved` : '') +
      '.',
  );
} catch (error) {
  failed(error, stage, table);
}
