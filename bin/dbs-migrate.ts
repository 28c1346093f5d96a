/**
 * Turns the DBS flags profiles carried before verification records into DBS certificate records
 * (lambdas/data/migrations/dbs-migration.ts). Safe to run any number of times, also while the site is in use.
 *
 *   npm run verifications:migrate                    the dev stage on AWS
 *   npm run verifications:migrate -- --stage prod    another stage
 *   npm run verifications:migrate -- --local         the local cloud (npm start runs it on every start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and the stage's table by name.
 */
import { migrateDbsFlags } from '../lambdas/data/migrations/dbs-migration.ts';
import { failed, useStageTable } from './stage-table.ts';

const { table, stage } = useStageTable('verifications:migrate');

try {
  const summary = await migrateDbsFlags();
  console.log(
    `${table}: ${summary.migrated} DBS flag${summary.migrated === 1 ? '' : 's'} turned into records, ` +
      `${summary.cleared} unset flag${summary.cleared === 1 ? '' : 's'} removed.`,
  );
} catch (error) {
  failed(error, stage, table);
}
