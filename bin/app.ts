#!/usr/bin/env node
/**
 * CDK entry: `npx cdk synth -c stage=dev|prod`. The stage, region and the cdk-nag AwsSolutions checks
 * are set up in lib/app.ts, shared with the infra tests.
 */
import { buildApp } from '../lib/app.ts';

buildApp().app.synth();
