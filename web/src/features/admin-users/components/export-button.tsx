import { HOME_TIME_ZONE, dayInZone } from '@core/reference/time-zone';
import { EXPORT_ROWS } from '@core/admin-users/list-options';
import { errorMessage } from '../../../lib/api-error';
import { useCsvDownload } from '../../../lib/save-file';
import { formatCount } from '../../../i18n/format';
import { ErrorState } from '../../../ui/status';
import { useAdminUsersT } from '../i18n';

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
  const { busy, error, download } = useCsvDownload();
  return (
    <div className="export">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() =>
          void download(`${list}-${dayInZone(HOME_TIME_ZONE, Date.now())}.csv`, fetchCsv)
        }
      >
        {busy ? t('export.busy') : t('export.button')}
      </button>
      <p className="field__hint">{t('export.hint', { rows: formatCount(EXPORT_ROWS) })}</p>
      {error ? <ErrorState message={errorMessage(error)} /> : null}
    </div>
  );
}
