import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthStage } from './synth-stage.js';

/**
 * The stack answers STOP, START and HELP itself, in the person's language, so AWS must
 * neither answer them in English nor put the number on an opt-out list that would refuse our
 * answer (https://docs.aws.amazon.com/sms-voice/latest/userguide/opt-out-list.html).
 */
describe('the texts’ phone number', () => {
  const { template } = synthStage();

  it('manages opt-outs itself and sends replies to the inbound handler', () => {
    template.hasResourceProperties('AWS::SMSVOICE::PhoneNumber', {
      SelfManagedOptOutsEnabled: true,
      TwoWay: Match.objectLike({ Enabled: true }),
    });
  });

  it('lets the inbound handler text its answers back', () => {
    const handlers = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('SmsInboundHandler'),
    );
    expect(handlers).toHaveLength(1);
    const [, handler] = handlers[0]!;
    expect(Object.keys(handler.Properties!.Environment.Variables)).toEqual(
      expect.arrayContaining(['SMS_ORIGINATION_IDENTITY', 'SMS_CONFIGURATION_SET']),
    );
  });
});
