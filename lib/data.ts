import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { stageTableName, TABLE } from '../lambdas/data/table/table.ts';
import type { StageConfig } from './config.ts';

export interface DataProps {
  readonly config: StageConfig;
}

/** The single table, built from the same definition the local cloud uses (lambdas/data/table/table.ts). */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, { config }: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      // Named so the local cloud and operators find it under the same name on every stage.
      tableName: stageTableName(config.stage),
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      stream: StreamViewType[TABLE.streamView],
      // Point-in-time recovery everywhere: dev data is cheap to protect and restores get rehearsed.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // A KMS key the account can audit (CloudTrail) rather than one owned by DynamoDB.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: config.retainData,
      removalPolicy: config.removalPolicy,
    });

    for (const index of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
