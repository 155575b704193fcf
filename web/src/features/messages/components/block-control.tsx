import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import type { Summary } from '../api/conversations';
import { useBlock } from '../api/thread';

/** "Block" or "Unblock", each asked once more before it is done. */
export function BlockControl({ conversation }: { conversation: Summary }) {
  const [asking, setAsking] = useState(false);
  const block = useBlock(conversation.id);
  const name = conversation.other.name;
  const blocking = conversation.blocked !== 'by-me';
  const verb = blocking ? 'Block' : 'Unblock';
  const confirm = () => block.mutate(blocking, { onSuccess: () => setAsking(false) });
  return (
    <div className="block-control">
      {asking ? (
        <>
          <p>
            {blocking
              ? `Block ${name}? Neither of you will be able to write in this conversation.`
              : `Unblock ${name}? You will both be able to write again.`}
          </p>
          <div className="button-row">
            <button
              type="button"
              className={blocking ? 'button button--danger' : 'button'}
              disabled={block.isPending}
              onClick={confirm}
            >
              Yes, {verb.toLowerCase()} {name}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(false)}
            >
              Cancel
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--link" onClick={() => setAsking(true)}>
          {verb}
        </button>
      )}
      {block.isError ? <ErrorState message={errorMessage(block.error)} /> : null}
    </div>
  );
}
