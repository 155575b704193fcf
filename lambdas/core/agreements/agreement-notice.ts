import { newNotice } from '../inbox/notices.js';
import type { AgreementRecord } from './agreement-store.js';

/** The in-app notice (and mail or text) of a draft, a request for changes or an acceptance. */
export const agreementNotice = (
  recipient: { uid: string; email?: string },
  head: Pick<AgreementRecord, 'post_id' | 'caregiver_id' | 'position'>,
  event: 'proposed' | 'changes' | 'accepted',
  name: string,
  now: number,
  from: string,
) =>
  newNotice(
    recipient,
    'agreement',
    {
      post_id: head.post_id,
      caregiver_id: head.caregiver_id,
      position: head.position,
      event,
      name,
    },
    now,
    from,
  );
