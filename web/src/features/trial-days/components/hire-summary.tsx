import { Link } from 'react-router-dom';
import { useOptionLabel } from '../../../ui/option-labels';
import { useHireTrialDays, type HireKey } from '../api/trial-days-api';
import { useTrialDaysT } from '../i18n';

/** Who the hire is with and for which position (nothing until the hire is read). */
export function HireSummary({ hire }: { hire: HireKey }) {
  const t = useTrialDaysT();
  const label = useOptionLabel();
  const { data } = useHireTrialDays(hire);
  if (!data) return null;
  return (
    <p className="hire-summary">
      {data.position ? <>{label(data.position)} · </> : null}
      {t('hire.with', { name: data.other.name })}
      {data.side === 'parent' ? (
        <>
          {' · '}
          <Link to={`/cv/${encodeURIComponent(data.other.uid)}`}>{t('hire.profile')}</Link>
        </>
      ) : null}
    </p>
  );
}
