import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import { exportData } from '../api/export-data';

const FILE_NAME = 'careconnect-my-data.json';

/** Saves a JSON copy of the user's data (the record, referrals, links to the documents). */
export function DownloadData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState('');
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
      <p>
        A file with everything we keep about you. Links to your documents in it work for 15 minutes.
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Preparing your data…' : 'Download my data'}
      </button>
      {state === 'done' ? <p role="status">Your data was saved as {FILE_NAME}.</p> : null}
      {problem ? <ErrorState message={problem} /> : null}
    </>
  );
}
