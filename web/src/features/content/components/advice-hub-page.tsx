import { Link } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { articles } from '../data/articles';
import { adviceHubIntro } from '../data/pages';

/** /advice_hub — the list of articles; each opens on its own page. */
export function AdviceHubPage() {
  return (
    <Page title="Advice hub" intro={adviceHubIntro}>
      <ul className="plain-list article-list">
        {articles.map((article) => (
          <li key={article.slug} className="card">
            <p className="badge">{article.audience}</p>
            <h2>
              <Link to={`/advice_hub/${article.slug}`}>{article.title}</Link>
            </h2>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
      <p>
        Want to learn more? <Link to="/courses">See our free courses</Link>.
      </p>
    </Page>
  );
}
