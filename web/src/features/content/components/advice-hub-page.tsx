import { Link } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { articles } from '../data/articles';
import { tOr, useContentT } from '../../../i18n/content/i18n';

/** /advice_hub — the list of articles; each opens on its own page. */
export function AdviceHubPage() {
  const t = useContentT();
  return (
    <Page title={t('hub.title')} intro={t('hub.intro')}>
      <ul className="plain-list article-list">
        {articles.map((article) => (
          <li key={article.slug} className="card">
            <p className="badge">{t('hub.audience', { audience: article.audience })}</p>
            <h2>
              <Link to={`/advice_hub/${article.slug}`}>
                {tOr(t, `article.${article.slug}.title`, article.title)}
              </Link>
            </h2>
            <p>{tOr(t, `article.${article.slug}.summary`, article.summary)}</p>
          </li>
        ))}
      </ul>
      <p>
        {t('hub.moreQuestion')} <Link to="/courses">{t('hub.moreLink')}</Link>.
      </p>
    </Page>
  );
}
