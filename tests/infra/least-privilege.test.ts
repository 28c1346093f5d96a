import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '../../lambdas/contract/routes.ts';
import {
  expectedGrants,
  grantsOfRole,
  logLines,
  roleAndLogsOf,
  templateIds,
  type TemplateIds,
} from './grants.ts';
import { resourcesOf, synth, type Synthesized } from './synth.ts';
import { OUTBOX_USES } from '../../lib/outbox.ts';
import { JOB_CLOCK_USES } from '../../lib/job-clock.ts';
import { NUDGES_USES } from '../../lib/nudges.ts';
import { DATA_RIGHTS_USES, DELETION_SWEEP_USES } from '../../lib/data-rights.ts';
import { RETENTION_USES } from '../../lib/retention.ts';
import { RECONCILE_ACCOUNTS_USES } from '../../lib/reconcile-accounts.ts';
import { ALERT_DIGESTS_USES, JOB_ALERTS_FAN_OUT_USES } from '../../lib/job-alerts.ts';
import { SITE_PAGES_USES } from '../../lib/site-pages.ts';

const ROUTES = routeList as readonly RouteDef[];
const byId = (id: string) => ROUTES.find((r) => r.id === id)!;

/**
 * Every synthesized role against what it may hold: a route's function exactly what its route's `uses`
 * implies (tests/infra/grants.ts spells that out) and its own logs; nothing more, nothing less.
 */
describe('least privilege', () => {
  let s: Synthesized;
  let ids: TemplateIds;
  const functionIdOf = (route: RouteDef) => {
    const name = `nanny-marketplace-${s.config.stage}-${route.id}`;
    const [id] = Object.entries(resourcesOf(s.template, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === name,
    ) ?? [undefined];
    if (!id) throw new Error(`No function ${name}`);
    return id;
  };
  const grantsOf = (route: RouteDef) =>
    grantsOfRole(s.template, roleAndLogsOf(s.template, functionIdOf(route)).roleId);

  beforeAll(() => {
    s = synth('dev');
    ids = templateIds(s.template);
  });

  it('grants each route function exactly what its uses name, and its log group', () => {
    const wrong: Record<string, { notInUses: string[]; missing: string[] }> = {};
    for (const route of ROUTES) {
      const { roleId, logs } = roleAndLogsOf(s.template, functionIdOf(route));
      const held = grantsOfRole(s.template, roleId);
      const expected = expectedGrants(route.uses, ids, logs);
      const notInUses = held.filter((line) => !expected.includes(line));
      const missing = expected.filter((line) => !held.includes(line));
      if (notInUses.length || missing.length) wrong[route.id] = { notInUses, missing };
    }
    expect(wrong).toEqual({});
  });

  it('gives each route function a role of its own', () => {
    const roles = ROUTES.map((route) => roleAndLogsOf(s.template, functionIdOf(route)).roleId);
    expect(new Set(roles).size).toBe(ROUTES.length);
  });

  // The review's findings, pinned by name.
  it('lets only the routes that need the user pool reach it, each for its own actions', () => {
    const pool = (...actions: string[]) => actions.map((a) => `cognito-idp:${a} ${ids.userPool}`).sort();
    // Starting a deletion stops the account signing in at once.
    const deletionStart = ['AdminDisableUser', 'AdminUserGlobalSignOut'];
    const allowed: Record<string, string[]> = {
      communityReferral: pool('AdminGetUser'),
      adminReportedContent: pool('AdminGetUser'),
      meSyncEmail: pool('AdminGetUser'),
      meRequestDeletion: pool(...deletionStart),
      adminRequestDeletion: pool('AdminGetUser', ...deletionStart),
      // A first name when the token carries none: the visitor's or member's Contact, a conversation's start.
      candidatesContact: pool('AdminGetUser'),
      messagesStart: pool('AdminGetUser'),
      hiringInvite: pool('AdminGetUser'),
      // A moderation decision or an appeal's answer is emailed to the owner's address of the day.
      adminReviewReport: pool('AdminGetUser'),
      adminDecideAppeal: pool('AdminGetUser'),
      // The appeals queue names each appellant by first name.
      adminAppeals: pool('AdminGetUser'),
    };
    for (const route of ROUTES) {
      const cognito = grantsOf(route).filter((line) => line.startsWith('cognito-idp:'));
      if (route.id === 'meChangeAccountType' || route.id === 'meChangeName') continue;
      expect(cognito.sort(), route.id).toEqual(allowed[route.id] ?? []);
    }
  });

  it('lets the account type and name routes write user attributes, and nothing else in the pool', () => {
    for (const id of ['meChangeAccountType', 'meChangeName']) {
      const route = ROUTES.find((r) => r.id === id)!;
      expect(
        grantsOf(route).filter((line) => line.startsWith('cognito-idp:')),
        id,
      ).toEqual([`cognito-idp:AdminUpdateUserAttributes ${ids.userPool}`]);
    }
  });

  it('gives open read routes no table writes but rate-limit counters, and only the indexes they read', () => {
    for (const route of ROUTES.filter(
      (r) => r.method === 'GET' && (r.auth === 'public' || r.auth === 'optional'),
    ))
      for (const line of grantsOf(route).filter((l) => l.startsWith('dynamodb:')))
        // Rate limits are counters kept by conditional updates (data/rate-limits.ts).
        expect(line, route.id).toMatch(/^dynamodb:(GetItem|BatchGetItem|Query|UpdateItem) /);
    // The board reads its three indexes (all, by type, by postcode area), and for a signed-in caller
    // their own records by key.
    expect(grantsOf(byId('jobsList')).filter((l) => l.startsWith('dynamodb:'))).toEqual([
      `dynamodb:BatchGetItem ${ids.table}`,
      `dynamodb:GetItem ${ids.table}`,
      `dynamodb:Query ${ids.table}/index/gsi1`,
      `dynamodb:Query ${ids.table}/index/gsi2`,
      `dynamodb:Query ${ids.table}/index/gsi3`,
    ]);
    expect(grantsOf(byId('candidatesList')).filter((l) => l.startsWith('dynamodb:'))).toEqual([
      `dynamodb:Query ${ids.table}/index/gsi1`,
      `dynamodb:Query ${ids.table}/index/gsi3`,
    ]);
  });

  it('never grants a table scan, batch writes, streams, or every index at once', () => {
    for (const route of ROUTES)
      for (const line of grantsOf(route).filter((l) => l.startsWith('dynamodb:'))) {
        expect(line, route.id).toMatch(
          /^dynamodb:(GetItem|BatchGetItem|Query|PutItem|UpdateItem|DeleteItem|ConditionCheckItem) /,
        );
        expect(line, route.id).not.toContain('/index/*');
      }
  });

  it('confines uploads grants to one purpose each, with no access to the whole bucket', () => {
    for (const route of ROUTES)
      for (const line of grantsOf(route).filter((l) => l.startsWith('s3:'))) {
        // Downloading an export reads the exports area only (its id is looked up under the caller).
        if (route.id === 'meExportDownload') {
          expect(line).toBe(`s3:GetObject ${ids.uploads}/exports/*`);
          continue;
        }
        // Saving an agency's logo writes its public copy, and nothing reads or deletes public copies.
        if (line.includes('/logos/')) {
          expect(['agencySave', 'jobsCreateAgency'], route.id).toContain(route.id);
          expect(line).toBe(`s3:PutObject ${ids.uploads}/logos/*`);
          continue;
        }
        expect(line, route.id).toMatch(
          /^s3:(GetObject|PutObject|DeleteObject) <StorageUploads\w+\.Arn>\/(pending|files)\/\*\/[a-z*-]+\/\*$|^s3:ListBucket <StorageUploads\w+\.Arn> if s3:prefix like pending\/\*\/[a-z*-]+\/\*$/,
        );
      }
    // Presigning a POST takes putting a fresh upload and nothing else.
    expect(grantsOf(byId('uploadsCreate')).filter((l) => l.startsWith('s3:'))).toEqual([
      `s3:PutObject ${ids.uploads}/pending/*/*/*`,
    ]);
    // Checking an upload reads and deletes fresh uploads, never attached files.
    expect(grantsOf(byId('uploadsCheck')).filter((l) => l.startsWith('s3:Delete'))).toEqual([
      `s3:DeleteObject ${ids.uploads}/pending/*/*/*`,
    ]);
    // Saving a nanny profile deletes only nanny files.
    for (const line of grantsOf(byId('nanniesSave')).filter((l) => l.startsWith('s3:Delete')))
      expect(line).toMatch(/\/(pending|files)\/\*\/nanny-(photo|cv|dbs|reference)\/\*$/);
  });

  const functionNamed = (name: string) =>
    Object.entries(resourcesOf(s.template, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === name,
    )![0];
  /**
   * Sending to its construct's dead-letter queue (the queue's logical id starts with `prefix`): what a
   * stream's event source mapping, or Lambda's failure destination of a scheduled run, sends as the role.
   */
  const sendsDeadLetters = (prefix: string) => {
    const [queue] = Object.keys(resourcesOf(s.template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith(prefix),
    );
    return ['GetQueueAttributes', 'GetQueueUrl', 'SendMessage'].map(
      (action) => `sqs:${action} <${queue}.Arn>`,
    );
  };

  it('lets the outbox deliverer read the table stream, its messages and send email, and nothing else', () => {
    const deliverer = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-outbox'));
    const [queue] = Object.keys(resourcesOf(s.template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith('OutboxDeadLetters'),
    );
    const stream = `<${/<(\w+)\.Arn>/.exec(ids.table)![1]}.StreamArn>`;
    expect(grantsOfRole(s.template, deliverer.roleId)).toEqual(
      [
        ...expectedGrants(OUTBOX_USES, ids, deliverer.logs),
        `dynamodb:DescribeStream ${stream}`,
        `dynamodb:GetRecords ${stream}`,
        `dynamodb:GetShardIterator ${stream}`,
        // No resource-level permission exists for it.
        'dynamodb:ListStreams *',
        `sqs:GetQueueAttributes <${queue}.Arn>`,
        `sqs:GetQueueUrl <${queue}.Arn>`,
        `sqs:SendMessage <${queue}.Arn>`,
      ].sort(),
    );
  });

  it('lets the job clock sweep read due clocks and change jobs, clocks and the outbox, and nothing else', () => {
    const sweep = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-job-clock'));
    // A run that failed is sent to the dead letters by Lambda, as the function's role; one EventBridge
    // could not invoke is sent by EventBridge (the queue's policy).
    expect(grantsOfRole(s.template, sweep.roleId)).toEqual(
      [...expectedGrants(JOB_CLOCK_USES, ids, sweep.logs), ...sendsDeadLetters('JobClockDeadLetters')].sort(),
    );
  });

  it('lets the nudges sweep read due nudges and what they are about, and write nudges, jobs and the outbox, and nothing else', () => {
    const sweep = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-nudges'));
    expect(grantsOfRole(s.template, sweep.roleId)).toEqual(
      [...expectedGrants(NUDGES_USES, ids, sweep.logs), ...sendsDeadLetters('NudgesDeadLetters')].sort(),
    );
  });

  it('lets the data rights worker and the deletion sweep reach every folder of an account, and nothing else', () => {
    const worker = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-data-rights'));
    const [queue] = Object.keys(resourcesOf(s.template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith('DataRightsDeadLetters'),
    );
    const stream = `<${/<(\w+)\.Arn>/.exec(ids.table)![1]}.StreamArn>`;
    expect(grantsOfRole(s.template, worker.roleId)).toEqual(
      [
        ...expectedGrants(DATA_RIGHTS_USES, ids, worker.logs),
        `dynamodb:DescribeStream ${stream}`,
        `dynamodb:GetRecords ${stream}`,
        `dynamodb:GetShardIterator ${stream}`,
        'dynamodb:ListStreams *',
        `sqs:GetQueueAttributes <${queue}.Arn>`,
        `sqs:GetQueueUrl <${queue}.Arn>`,
        `sqs:SendMessage <${queue}.Arn>`,
      ].sort(),
    );
    const sweep = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-deletions'));
    expect(grantsOfRole(s.template, sweep.roleId)).toEqual(
      [
        ...expectedGrants(DELETION_SWEEP_USES, ids, sweep.logs),
        ...sendsDeadLetters('DataRightsDeadLetters'),
      ].sort(),
    );
  });

  it('lets the retention run read what is due and delete drafts, closed jobs and checked DBS images, and nothing else', () => {
    const run = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-retention'));
    expect(grantsOfRole(s.template, run.roleId)).toEqual(
      [...expectedGrants(RETENTION_USES, ids, run.logs), ...sendsDeadLetters('RetentionDeadLetters')].sort(),
    );
  });

  it('lets the job alerts fan-out read jobs, alerts and profiles and put what matches owe, and nothing else', () => {
    const fanOut = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-job-alerts'));
    const [queue] = Object.keys(resourcesOf(s.template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith('JobAlertsDeadLetters'),
    );
    const stream = `<${/<(\w+)\.Arn>/.exec(ids.table)![1]}.StreamArn>`;
    expect(grantsOfRole(s.template, fanOut.roleId)).toEqual(
      [
        ...expectedGrants(JOB_ALERTS_FAN_OUT_USES, ids, fanOut.logs),
        `dynamodb:DescribeStream ${stream}`,
        `dynamodb:GetRecords ${stream}`,
        `dynamodb:GetShardIterator ${stream}`,
        'dynamodb:ListStreams *',
        `sqs:GetQueueAttributes <${queue}.Arn>`,
        `sqs:GetQueueUrl <${queue}.Arn>`,
        `sqs:SendMessage <${queue}.Arn>`,
      ].sort(),
    );
    // The digests send no email themselves: each is an outbox item, which the deliverer sends.
    const digests = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-alert-digests'));
    expect(grantsOfRole(s.template, digests.roleId)).toEqual(
      [
        ...expectedGrants(ALERT_DIGESTS_USES, ids, digests.logs),
        ...sendsDeadLetters('JobAlertsDeadLetters'),
      ].sort(),
    );
  });

  it("lets the site pages read jobs and lists, and write only the site's drawn pages, and nothing else", () => {
    const render = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-site-pages'));
    const [queue] = Object.keys(resourcesOf(s.template, 'AWS::SQS::Queue')).filter((id) =>
      id.startsWith('SitePagesDeadLetters'),
    );
    const [bucket] = Object.keys(resourcesOf(s.template, 'AWS::S3::Bucket')).filter((id) =>
      id.startsWith('WebSiteBucket'),
    );
    const stream = `<${/<(\w+)\.Arn>/.exec(ids.table)![1]}.StreamArn>`;
    const site = (key: string) => `<${bucket}.Arn>/${key}`;
    expect(grantsOfRole(s.template, render.roleId)).toEqual(
      [
        ...expectedGrants(SITE_PAGES_USES, ids, render.logs),
        `s3:GetObject ${site('_app.html')}`,
        ...['jobs/*.html', 'jobs.html', 'candidates.html', 'sitemap.xml'].flatMap((key) => [
          `s3:DeleteObject ${site(key)}`,
          `s3:PutObject ${site(key)}`,
        ]),
        `dynamodb:DescribeStream ${stream}`,
        `dynamodb:GetRecords ${stream}`,
        `dynamodb:GetShardIterator ${stream}`,
        'dynamodb:ListStreams *',
        `sqs:GetQueueAttributes <${queue}.Arn>`,
        `sqs:GetQueueUrl <${queue}.Arn>`,
        `sqs:SendMessage <${queue}.Arn>`,
      ].sort(),
    );
  });

  it('lets the accounts reconciliation list the pool and walk the account index, and nothing else', () => {
    const run = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-reconcile-accounts'));
    expect(grantsOfRole(s.template, run.roleId)).toEqual(
      [
        ...expectedGrants(RECONCILE_ACCOUNTS_USES, ids, run.logs),
        ...sendsDeadLetters('ReconcileAccountsDeadLetters'),
      ].sort(),
    );
  });

  it('lets the PostConfirmation trigger record an account, and nothing else', () => {
    const trigger = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-post-confirmation'));
    expect(grantsOfRole(s.template, trigger.roleId)).toEqual(
      expectedGrants(['table:PutItem'], ids, trigger.logs).sort(),
    );
  });

  it('lets the Pre Token Generation trigger read a user of the pool, and nothing else', () => {
    const trigger = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-pre-token-generation'));
    expect(grantsOfRole(s.template, trigger.roleId)).toEqual(
      expectedGrants(['userpool:AdminGetUser'], ids, trigger.logs).sort(),
    );
  });

  it('gives roles that serve no route nothing of the app: the sign-up trigger writes its logs only', () => {
    const routeRoles = new Set(ROUTES.map((route) => roleAndLogsOf(s.template, functionIdOf(route)).roleId));
    // The logical ids of the table, bucket, identity, secrets and pool.
    const appResources = Object.values(ids).map((id) => /<(\w+)(\.Arn)?>$/.exec(id)![1]!);
    const preSignUp = Object.entries(resourcesOf(s.template, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === 'nanny-marketplace-dev-pre-sign-up',
    )![0];
    const trigger = roleAndLogsOf(s.template, preSignUp);
    expect(grantsOfRole(s.template, trigger.roleId)).toEqual(logLines(trigger.logs).sort());
    // The outbox deliverer's grants are pinned above.
    const deliverer = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-outbox')).roleId;
    const sweep = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-job-clock')).roleId;
    const dataRights = ['data-rights', 'deletions'].map(
      (name) => roleAndLogsOf(s.template, functionNamed(`nanny-marketplace-dev-${name}`)).roleId,
    );
    const retention = roleAndLogsOf(s.template, functionNamed('nanny-marketplace-dev-retention')).roleId;
    const alerts = ['job-alerts', 'alert-digests', 'site-pages'].map(
      (name) => roleAndLogsOf(s.template, functionNamed(`nanny-marketplace-dev-${name}`)).roleId,
    );
    // So are the reconciliation's and the other triggers'.
    const pinned = ['reconcile-accounts', 'nudges', 'post-confirmation', 'pre-token-generation'].map(
      (name) => roleAndLogsOf(s.template, functionNamed(`nanny-marketplace-dev-${name}`)).roleId,
    );

    // The rest are CDK's own custom-resource providers (emptying buckets, deploying the SPA).
    const others = Object.keys(resourcesOf(s.template, 'AWS::IAM::Role')).filter(
      (roleId) =>
        !routeRoles.has(roleId) &&
        ![trigger.roleId, deliverer, sweep, retention, ...dataRights, ...alerts, ...pinned].includes(roleId),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const roleId of others) {
      const policies = Object.values(resourcesOf(s.template, 'AWS::IAM::Policy')).filter((p) =>
        JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`),
      );
      for (const resource of appResources)
        expect(JSON.stringify(policies), `${roleId} names ${resource}`).not.toContain(`"${resource}"`);
    }
  });
});
