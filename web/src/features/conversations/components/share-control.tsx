import { errorMessage } from '../../../lib/api-error';
import { ContactDetails } from '../../../ui/contact-details';
import { ErrorState } from '../../../ui/status';
import type { ThreadPage } from '../api/thread';
import { useShare } from '../api/thread';
import { useConversationsT } from '../i18n';

/**
 * The caregiver's phone and e-mail in a conversation: the caregiver shares them (or stops) with
 * this family; the family sees them only while shared (docs/decisions/messages-and-contacts.md,
 * "What a contact reveals").
 */
export function ShareControl({ page }: { page: ThreadPage }) {
  const { conversation, details } = page;
  const name = conversation.other.name;
  const t = useConversationsT();
  const share = useShare(conversation.id);
  if (conversation.other.user_type !== 'parent') {
    // The family's side: the caregiver decides.
    return details ? (
      <section className="card" aria-label={t('share.theirs', { name })}>
        <p>{t('share.theirs', { name })}</p>
        <ContactDetails caregiver={details} />
      </section>
    ) : (
      <p className="field__hint">{t('share.notYet', { name })}</p>
    );
  }
  if (conversation.blocked !== 'none' && !conversation.shared) return null;
  return (
    <div className="share-control">
      <p className="field__hint">
        {conversation.shared ? t('share.on', { name }) : t('share.off', { name })}
      </p>
      <button
        type="button"
        className={conversation.shared ? 'button button--link' : 'button button--secondary'}
        disabled={share.isPending}
        onClick={() => share.mutate(!conversation.shared)}
      >
        {conversation.shared ? t('share.stop') : t('share.start', { name })}
      </button>
      {share.isError ? <ErrorState message={errorMessage(share.error)} /> : null}
    </div>
  );
}
