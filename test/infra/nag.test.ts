import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { acknowledge, addNagChecks } from '../../infra/acknowledge.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { AppStorage } from '../../infra/storage.js';
import { synthStage } from './synth-stage.js';

const { app, stack } = synthStage();

/** A throwaway app with the same checks, holding whatever `build` adds. */
function synthThrowaway(build: (stack: Stack) => void): void {
  const outdir = mkdtempSync(join(tmpdir(), 'infra-test-'));
  const throwaway = new App({
    builtinCloudFormationValidation: false,
    outdir,
    // In-memory mode: a failed validation throws with the full report (rule ids included).
    context: { '@aws-cdk/core:appMode': 'inmemory' },
  });
  build(new Stack(throwaway, 'Throwaway'));
  addNagChecks(throwaway);
  try {
    throwaway.synth();
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** A role allowed to write the users' files of the uploads bucket, as an upload-bound function is. */
function uploadsWriter(stack: Stack): { storage: AppStorage; role: Role } {
  // Its own domain: without one, CORS would follow a distribution this stack does not have.
  const config = loadStageConfig('dev', { appUrl: 'https://dev.caregivers.example' });
  const storage = new AppStorage(stack, 'Storage', config);
  const role = new Role(stack, 'Writer', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  role.addToPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject'],
      resources: [storage.userFilesArn],
    }),
  );
  return { storage, role };
}

describe('cdk-nag AwsSolutions', { timeout: 60_000 }, () => {
  it('passes the whole stack with no unacknowledged error', () => {
    const report = JSON.parse(readFileSync(join(app.outdir, 'validation-report.json'), 'utf8'));
    const errors = report.pluginReports.flatMap((plugin: any) =>
      plugin.violations.filter((v: any) => v.severity === 'error' || v.severity === 'fatal'),
    );
    expect(errors).toEqual([]);
  });

  it('fails the synth on a finding, so the check above can fail', () => {
    const plainBucket = (stack: Stack) => new Bucket(stack, 'NoLogsNoTls');
    expect(() => synthThrowaway(plainBucket)).toThrow(/AwsSolutions-S1/);
    expect(() => synthThrowaway(plainBucket)).toThrow(/AwsSolutions-S10/);
  });

  it('is silenced only by the acknowledgement of the exact rule', () => {
    const acknowledged = (rules: string[]) => (stack: Stack) => {
      const bucket = new Bucket(stack, 'NoLogsNoTls');
      for (const rule of rules) acknowledge(bucket, rule, 'test: a throwaway bucket');
    };
    expect(() => synthThrowaway(acknowledged(['S1', 'S10']))).not.toThrow();
    expect(() => synthThrowaway(acknowledged(['S1']))).toThrow(/AwsSolutions-S10/);
  });

  it('needs the uploads object wildcard acknowledged, and the computed finding id matches it', () => {
    expect(() => synthThrowaway((stack) => uploadsWriter(stack))).toThrow(
      /AwsSolutions-IAM5\[Resource::<StorageUploads/,
    );
    expect(() =>
      synthThrowaway((stack) => {
        const { storage, role } = uploadsWriter(stack);
        storage.acknowledgeObjectWildcard(role);
      }),
    ).not.toThrow();
  });

  it('gives every acknowledgement in the stack a reason worth reading', () => {
    const acknowledgements: [string, string][] = [];
    const visit = (node: IConstruct) => {
      for (const entry of node.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledgements.push([`${node.node.path} ${id}`, reason]);
        }
      }
      node.node.children.forEach(visit);
    };
    visit(stack);
    expect(acknowledgements.length).toBeGreaterThan(5);
    for (const [where, reason] of acknowledgements) {
      expect(reason.length, where).toBeGreaterThanOrEqual(40);
    }
  });
});
