/**
 * A production stage's settings as a deployer writes them in cdk.json
 * (`context.stages.prod`): every setting a retained stage must have (stage-config.ts refuses
 * placeholders there). Tests that synthesize 'prod' start from this.
 */
export const prodSettings = {
  appUrl: 'https://www.caregivers.co.zm',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  mailFrom: 'no-reply@caregivers.co.zm',
  contactInbox: 'team@caregivers.co.zm',
  alarmEmail: 'ops@caregivers.co.zm',
  sms: { originationArn: 'arn:aws:sms-voice:af-south-1:111111111111:sender-id/CAREGIVERS/ZM' },
} as const;
