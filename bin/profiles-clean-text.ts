/**
 * Cleans the bios and comments that earlier versions stored as HTML into the plain text with paragraphs
 * a profile is saved as now (lambdas/data/migrations/profile-text-migration.ts). Safe to run any number
 * of times, also while the site is in use: a profile saved meanwhile is left as saved.
 *
 *   npm run profiles:clean-text                    the dev stage on AWS
 *   npm run profiles:clean-text -- --stage prod    another stage
 *   npm run profiles:clean-text -- --local         the local cloud (npm start runs it on every start)
 *
 * On AWS it uses the credentials and region of your environment (eu-west-2 unless AWS_REGION says
 * otherwise) and the stage's table by name.
 */
import { cleanProfileText } from '../lambdas/data/migrations/profile-text-migration.ts';
import { failed, useStageTable } from './stage-table.ts';

const { table, stage } = useStageTable('profiles:clean-text');

try {
  const summary = await cleanProfileText();
  console.log(
    `${table}: ${summary.cleaned} of ${summary.examined} profile${summary.examined === 1 ? '' : 's'} ` +
      'cleaned of stored HTML' +
      (summary.savedMeanwhile ? `, ${summary.savedMeanwhile} saved meanwhile and left as saved` : '') +
      '.',
  );
} catch (error) {
  failed(error, stage, table);
}
