import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { resourceName, type StageConfig } from './config.ts';
import { acknowledge } from './nag.ts';

/**
 * The dead-letter queue of asynchronous work (`name`: outbox, job clock…) in `scope`, and the alarm a
 * message there raises. Encrypted, TLS only, and kept two weeks: long enough to find, fix and redrive by
 * hand. `alarmDescription` says what a message there means and what to do.
 */
export function deadLetterQueue(
  scope: Construct,
  config: StageConfig,
  name: string,
  alarmDescription: string,
): { queue: Queue; alarm: Alarm } {
  const queue = new Queue(scope, 'DeadLetters', {
    queueName: resourceName(config, `${name}-dead-letters`),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    removalPolicy: config.removalPolicy,
  });
  const alarm = new Alarm(scope, 'DeadLettersAlarm', {
    alarmName: resourceName(config, `${name}-dead-letters`),
    alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(5),
      statistic: 'Maximum',
    }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  acknowledge(
    queue,
    'This queue is itself a dead-letter destination; a dead-letter queue of its own would only move the ' +
      'same messages once more.',
    'AwsSolutions-SQS3',
  );
  return { queue, alarm };
}
