/**
 * What the cost sheet reads from the stack itself, synthesized for prod as `cdk synth` does it (without
 * bundling): each function's memory, the schedules that run functions, and the fixed resources billed
 * by the month (alarms, dashboards, secrets, keys, web ACLs and their rules), and the user pool's
 * feature plan.
 */
import { Stack } from 'aws-cdk-lib';
import { CfnDashboard, CfnAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnRule } from 'aws-cdk-lib/aws-events';
import { CfnKey } from 'aws-cdk-lib/aws-kms';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { buildApp } from '../../lib/app.ts';
import { resourceName } from '../../lib/config.ts';

export interface StackFacts {
  /** Memory (MB) by function short name (a route's id, or e.g. `outbox`, `site-pages`). */
  memoryMb: Record<string, number>;
  /** Scheduled functions: short name and schedule expression. */
  schedules: Array<{ name: string; schedule: string }>;
  alarms: number;
  /** What the alarms are billed by: each metric an alarm reads (a metric-math alarm reads several). */
  alarmMetrics: number;
  dashboards: number;
  secrets: number;
  kmsKeys: number;
  webAcls: number;
  /** Rules of the web ACLs (AWS WAF bills each rule, a managed rule group counting as one). */
  wafRules: number;
  userPoolTier: string;
}

export function stackFacts(): StackFacts {
  const { app, stack, edge, config } = buildApp({
    stage: 'prod',
    account: '',
    // Stage every asset unbundled, as the infra tests do: the sheet reads settings, not code.
    context: { 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  app.synth();
  const prefix = resourceName(config, '');
  // The stage's stack (its nested stacks included) and its us-east-1 edge stack (the firewall).
  const all = [...stack.node.findAll(), ...edge.node.findAll()];
  const functions = all.filter((c): c is CfnFunction => c instanceof CfnFunction);
  const memoryMb: Record<string, number> = {};
  const byLogicalId = new Map<string, string>();
  for (const fn of functions) {
    const name = typeof fn.functionName === 'string' ? fn.functionName : undefined;
    if (!name?.startsWith(prefix)) continue; // CDK's own deploy-time helpers
    const short = name.slice(prefix.length);
    memoryMb[short] = fn.memorySize ?? 128;
    byLogicalId.set(Stack.of(fn).getLogicalId(fn), short);
  }
  const schedules = all
    .filter((c): c is CfnRule => c instanceof CfnRule && typeof c.scheduleExpression === 'string')
    .flatMap((rule) => {
      const targets = Stack.of(rule).resolve(rule.targets) as Array<{
        arn: { 'Fn::GetAtt'?: [string, string] };
      }>;
      return targets.flatMap((t) => {
        const name = byLogicalId.get(t.arn?.['Fn::GetAtt']?.[0] ?? '');
        return name ? [{ name, schedule: rule.scheduleExpression! }] : [];
      });
    });
  const count = (type: abstract new (...args: never[]) => unknown) =>
    all.filter((c) => c instanceof type).length;
  const pool = all.find((c): c is CfnUserPool => c instanceof CfnUserPool);
  return {
    memoryMb,
    schedules,
    alarms: count(CfnAlarm),
    alarmMetrics: all
      .filter((c): c is CfnAlarm => c instanceof CfnAlarm)
      .reduce((n, alarm) => {
        const queries = Stack.of(alarm).resolve(alarm.metrics) as Array<{ metricStat?: unknown }> | undefined;
        return n + (queries ? queries.filter((q) => q.metricStat).length : 1);
      }, 0),
    dashboards: count(CfnDashboard),
    secrets: count(CfnSecret),
    kmsKeys: count(CfnKey),
    webAcls: count(CfnWebACL),
    wafRules: all
      .filter((c): c is CfnWebACL => c instanceof CfnWebACL)
      .reduce((n, acl) => n + ((acl.rules as unknown[] | undefined)?.length ?? 0), 0),
    userPoolTier: String(pool?.userPoolTier ?? 'unknown'),
  };
}
