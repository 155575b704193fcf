import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import { exportData } from '../api/export-data';
import { useAccountT } from '../i18n';

const FILE_NAME = 'careconnect-my-data.json';

/** Saves a JSON copy of the user's data (the record, referrals, links to the documents). */
export function DownloadData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState('');
  const t = useAccountT();
  const download = async () => {
    setState('busy');
    setProblem('');
    try {
      const data = await exportData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const href = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href, download: FILE_NAME });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(href);
      setState('done');
    } catch (error) {
      setProblem(errorMessage(error));
      setState('idle');
    }
  };
  return (
    <>
      <p>{t('data.text')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? t('data.busy') : t('data.download')}
      </button>
      {state === 'done' ? <p role="status">{t('data.done', { file: FILE_NAME })}</p> : null}
      {problem ? <ErrorState message={problem} /> : null}
    </>
  );
}
