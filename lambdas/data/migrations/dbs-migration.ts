/**
 * Turns the DBS flag profiles carried before verification records existed (`dbsVerified`,
 * `dbsVerifiedAt`: a moderator ticked "DBS Verified") into what a check is now: a recorded
 * `dbs_certificate` request dated by that check, and the profile's checks summary with it. Its issue
 * date was never recorded, so it counts for LAPSE.migratedDbsMonths from the check (domain/verification.ts)
 * and the nanny is asked to have it checked again. The flag goes in the same transaction, so a profile
 * is migrated once; run once by the deployment and by the local cloud as it starts, safe to run again
 * and while the product writes.
 *
 * It reads the whole table once, a page at a time: the flag was never indexed.
 */
import { EMPTY_TRUST, trustFromStored, withLegacyDbsFlag } from '../../domain/verification.ts';
import { ddb } from '../../platform/clients.ts';
import { nannyKey, trustAsRead } from '../nannies.ts';
import { transact } from '../table/transact.ts';
import { checkEntity, checkRequestKey } from '../verifications.ts';
import { scanItems } from '../table/commands.ts';

export interface DbsMigrationSummary {
  examined: number;
  migrated: number;
  /** Flags that said "not verified": removed, nothing recorded. */
  cleared: number;
}

const MIGRATED_NOTE = 'Checked before verification records were kept; the issue date was not recorded.';

export async function migrateDbsFlags(): Promise<DbsMigrationSummary> {
  const summary: DbsMigrationSummary = { examined: 0, migrated: 0, cleared: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      scanItems({
        FilterExpression: 'sk = :profile AND attribute_exists(dbsVerified)',
        ExpressionAttributeValues: { ':profile': 'PROFILE' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      summary.examined += 1;
      const nannyId = String(item.pk).slice('NANNY#'.length);
      const checkedAt = typeof item.dbsVerifiedAt === 'string' ? item.dbsVerifiedAt : null;
      const version = typeof item.trustVersion === 'number' ? item.trustVersion : 0;
      if (item.dbsVerified !== true || !checkedAt) {
        const done = await transact({
          profile: {
            Update: {
              Key: nannyKey(nannyId),
              UpdateExpression: 'REMOVE dbsVerified, dbsVerifiedAt',
              ConditionExpression: 'attribute_exists(dbsVerified)',
            },
          },
        });
        if (done.done) summary.cleared += 1;
        continue;
      }
      // The flag read as a profile read reads it: the certificate record it stands for, which a
      // certificate recorded since (a newer record) is kept over.
      const { seenOn, lapsesOn } = withLegacyDbsFlag(EMPTY_TRUST, item).dbsCertificate!;
      const trust = withLegacyDbsFlag(trustFromStored(item.trust), item);
      const id = `migrated-dbs-${nannyId}`.slice(0, 64);
      const done = await transact({
        check: {
          Put: {
            Item: {
              ...checkRequestKey(nannyId, id),
              entity: checkEntity.name,
              id,
              kind: 'dbs_certificate',
              status: 'recorded',
              requestedAt: checkedAt,
              note: MIGRATED_NOTE,
              evidence: null,
              decidedAt: checkedAt,
              decidedBy: null,
              details: null,
              on: seenOn,
              lapsesOn,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        profile: {
          Update: {
            Key: nannyKey(nannyId),
            UpdateExpression: 'SET trust = :t, trustVersion = :next REMOVE dbsVerified, dbsVerifiedAt',
            ConditionExpression: `dbsVerified = :yes AND ${trustAsRead(version).condition}`,
            ExpressionAttributeValues: {
              ':yes': true,
              ':next': version + 1,
              ':t': trust,
              ...trustAsRead(version).values,
            },
          },
        },
      });
      if (done.done) summary.migrated += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return summary;
}
