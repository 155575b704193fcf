import { useAppT } from '../i18n/app/i18n';
import { setDataSaver, useDataSaver } from '../lib/data-saver';

/**
 * The footer's data-saver switch: no photos in lists on this device. The checkbox field's
 * markup without its module (fields.tsx), which the first load does not otherwise need.
 */
export function DataSaverSwitch() {
  const t = useAppT();
  const on = useDataSaver();
  return (
    <div className="field field--checkbox">
      <div className="field__row">
        <input
          id="data-saver"
          type="checkbox"
          checked={on}
          onChange={(event) => setDataSaver(event.target.checked)}
        />
        <label htmlFor="data-saver">{t('dataSaver.label')}</label>
      </div>
    </div>
  );
}
