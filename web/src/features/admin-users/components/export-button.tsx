import { useState } from 'react';
import { HOME_TIME_ZONE, dayInZone } from '@core/reference/time-zone';
import { EXPORT_ROWS } from '@core/admin-users/list-options';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../i18n/format';
import { ErrorState } from '../../../ui/status';
import { useAdminUsersT } from '../i18n';

/** Hands text to the browser as a file to save (an <a download> of a blob). */
function saveFile(name: string, text: string) {
  // The byte-order mark the API sent was taken off when the answer was read as text: put back,
  // spreadsheets read the accents right with it.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download CSV" for a list as it is filtered: the API writes the file (admin exports), this
 * saves it as `<list>-<day in Zambia>.csv`.
 */
export function ExportButton({
  list,
  fetchCsv,
}: {
  list: string;
  fetchCsv: () => Promise<string>;
}) {
  const t = useAdminUsersT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(`${list}-${dayInZone(HOME_TIME_ZONE, Date.now())}.csv`, await fetchCsv());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('export.busy') : t('export.button')}
      </button>
      <p className="field__hint">{t('export.hint', { rows: formatCount(EXPORT_ROWS) })}</p>
      {error ? <ErrorState message={errorMessage(error)} /> : null}
    </div>
  );
}
