/** What the agreement's routes answer when a write is refused (api-words translates each). */
export const agreementAccepted = 'This agreement was accepted and can no longer be changed.';
export const staleVersion =
  'The agreement changed since you read it. Read the current version first.';
export const noAgreement = 'There is no agreement for this hire yet.';
export const parentDrafts = 'Only the family drafts and changes the agreement.';
export const caregiverAnswers = 'Only the caregiver accepts the agreement or asks for changes.';
export const alreadyAsked = 'You already asked for changes to this version.';
export const unknownDuty = 'Choose duties from the list for this position';
/** Versions are kept for good, so their number is bounded: each read returns them all. */
export const MAX_AGREEMENT_VERSIONS = 20;
export const tooManyVersions =
  'This agreement has 20 versions, the most it can have. Settle the terms in your messages first.';
