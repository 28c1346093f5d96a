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
import { backfillReportGroups } from '../lambdas/data/migrations/report-backfill.ts';
import { failed, useStageTable } from './stage-table.ts';

const { table, stage } = useStageTable('reports:backfill');

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
  failed(error, stage, table);
}
