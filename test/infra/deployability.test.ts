import { describe, expect, it } from 'vitest';
import { synthStage } from './synth-stage.js';

const { app, stack, template } = synthStage();
// Template.fromStack (in synthStage) already refuses a template with a dependency cycle.
describe('the template CloudFormation will deploy', { timeout: 60_000 }, () => {
  it('was synthesized offline: no lookups, no account baked in, the stage region set', () => {
    const manifest = app.synth().manifest;
    expect(manifest.missing ?? []).toEqual([]);
    expect(stack.region).toBe('af-south-1');
    expect(stack.account).toMatch(/^\$\{Token\[AWS\.AccountId/);
    expect(JSON.stringify(template.toJSON())).not.toMatch(/\b\d{12}\b/);
  });
});
