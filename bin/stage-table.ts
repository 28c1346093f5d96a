/**
 * What the operators' data scripts share: `--stage NAME` (default dev) or `--local` from the command
 * line, the environment the data layer reads as a Lambda does (the stage's table by name, or the local
 * cloud's endpoints), and the plain words for a table that is not there.
 */
import { parseArgs } from 'node:util';
import { ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { stageTableName } from '../lambdas/data/table/table.ts';
import { lambdaEnvironment } from '../local/config.ts';

/** Points the data layer at the table the arguments name; answers the table's name and the stage. */
export function useStageTable(script: string): { table: string; stage: string } {
  let values: { stage: string; local: boolean };
  try {
    ({ values } = parseArgs({
      options: { stage: { type: 'string', default: 'dev' }, local: { type: 'boolean', default: false } },
    }));
  } catch {
    console.error(`Usage: npm run ${script} -- [--stage NAME | --local]`);
    process.exit(2);
  }
  if (values.local) Object.assign(process.env, lambdaEnvironment());
  else {
    process.env.TABLE_NAME = stageTableName(values.stage);
    process.env.AWS_REGION ??= 'eu-west-2';
  }
  return { table: process.env.TABLE_NAME!, stage: values.stage };
}

/** Ends the script on an error, saying so plainly when the stage has no table. */
export function failed(error: unknown, stage: string, table: string): never {
  if (error instanceof ResourceNotFoundException)
    console.error(`No table ${table} in this account and region. Is the ${stage} stage deployed?`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
