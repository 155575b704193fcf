import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../infra/project-paths.js';
import { parseStageRequest, stageCommands, type StageRequest } from '../../bin/stage.js';
import { prodSettings } from './prod-settings.js';

const request = (argv: string[], env: Record<string, string> = {}) => parseStageRequest(argv, env);
const commands = (argv: string[], overrides?: unknown, env: Record<string, string> = {}) =>
  stageCommands(request(argv, env), overrides).map((command) => command.join(' '));

describe('npm run synth|diff|deploy|destroy -- <stage>', () => {
  it('takes the stage from the first argument or from STAGE, and passes the rest to cdk', () => {
    expect(request(['deploy', 'dev'])).toEqual<StageRequest>({
      action: 'deploy',
      stage: 'dev',
      cdkOptions: [],
      print: false,
    });
    expect(request(['diff', '--context-lines', '5'], { STAGE: 'qa' })).toMatchObject({
      stage: 'qa',
      cdkOptions: ['--context-lines', '5'],
    });
    expect(request(['deploy', 'dev', '--print']).print).toBe(true);
    expect(() => request(['deploy'])).toThrow(/which stage\?.*STAGE=/s);
    expect(() => request(['launch', 'dev'])).toThrow(/unknown action "launch"/);
  });

  it('deploys every stack of the stage, in dependency order, after building the SPA', () => {
    expect(commands(['deploy', 'dev', '--require-approval', 'never'])).toEqual([
      'npx vite build web --logLevel warn',
      'npx cdk deploy --all -c stage=dev --no-notices --require-approval never',
    ]);
    expect(commands(['diff', 'dev'])).toEqual(['npx cdk diff --all -c stage=dev --no-notices']);
    expect(commands(['synth', 'dev'])).toEqual(['npx cdk synth -c stage=dev --no-notices']);
  });

  it('refuses to build or deploy a stage whose settings are placeholders, naming them', () => {
    expect(() => commands(['deploy', 'prod'])).toThrow(/appUrl[^]*certificateArn[^]*alarmEmail/);
    expect(commands(['deploy', 'prod'], prodSettings)).toHaveLength(2);
  });

  it('destroys a throwaway stage (cdk asks to confirm) and refuses a retained one, saying what stays', () => {
    expect(commands(['destroy', 'dev'])).toEqual([
      'npx cdk destroy --all -c stage=dev --no-notices',
    ]);
    expect(() => commands(['destroy', 'prod'], prodSettings)).toThrow(
      /retained[^]*DynamoDB table[^]*user pool[^]*buckets/,
    );
    expect(() => commands(['destroy', 'qa'], { retain: true })).toThrow(/retained/);
    expect(commands(['destroy', 'staging'], { retain: false })).toHaveLength(1);
  });

  it('is what package.json runs, and prints without running', () => {
    const { scripts } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const action of ['synth', 'diff', 'deploy', 'destroy'])
      expect(scripts[action]).toBe(`tsx bin/stage.ts ${action}`);
    const output = execFileSync('npx', ['tsx', 'bin/stage.ts', 'deploy', '--print'], {
      cwd: projectPath(),
      env: { ...process.env, STAGE: 'dev' },
      encoding: 'utf8',
    });
    expect(output).toContain('> npx cdk deploy --all -c stage=dev --no-notices');
  });
});
