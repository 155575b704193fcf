import { Link } from 'react-router-dom';
import { placeName } from '@core/reference/place-names';
import { guideCurrencyOf } from '@core/salary-guide/monthly-salary';
import { townGuidePath } from './salary-guide-api';
import { useSalaryGuideT } from './i18n';

/** A job's link to its town's salary guide, where the guide counts the country and the town is known. */
export function TownGuideLink({
  country,
  region,
  town,
}: {
  country: string;
  region?: string;
  town?: string;
}) {
  const t = useSalaryGuideT();
  if (!region || !town || !guideCurrencyOf(country)) return null;
  return (
    <p>
      <Link to={townGuidePath(country, region, town)}>
        {t('job.guide', { town: placeName(town) })}
      </Link>
    </p>
  );
}
