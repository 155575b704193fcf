import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import type { Summary } from '../api/conversations';
import { useBlock } from '../api/thread';
import { useConversationsT } from '../i18n';

/** "Block" or "Unblock", each asked once more before it is done. */
export function BlockControl({ conversation }: { conversation: Summary }) {
  const [asking, setAsking] = useState(false);
  const block = useBlock(conversation.id);
  const name = conversation.other.name;
  const blocking = conversation.blocked !== 'by-me';
  const t = useConversationsT();
  const confirm = () => block.mutate(blocking, { onSuccess: () => setAsking(false) });
  return (
    <div className="block-control">
      {asking ? (
        <>
          <p>{blocking ? t('block.ask', { name }) : t('unblock.ask', { name })}</p>
          <div className="button-row">
            <button
              type="button"
              className={blocking ? 'button button--danger' : 'button'}
              disabled={block.isPending}
              onClick={confirm}
            >
              {blocking ? t('block.yes', { name }) : t('unblock.yes', { name })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--link" onClick={() => setAsking(true)}>
          {blocking ? t('block') : t('unblock')}
        </button>
      )}
      {block.isError ? <ErrorState message={errorMessage(block.error)} /> : null}
    </div>
  );
}
