import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useLocale } from '../../../i18n/namespace';
import { articleBodyLoader } from '../data/article-translations';
import { articleBySlug } from '../data/articles';
import { tOr, useContentT } from '../../../i18n/content/i18n';
import type { ArticleBody, Block } from '../data/types';

type Loaded = { slug: string; body: ArticleBody } | { slug: string; failed: true };

/** Fetches the article's own text module (one small chunk per article). */
function useArticleBody(slug: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  useEffect(() => {
    const load = slug ? articleBodyLoader(slug, locale) : undefined;
    if (!slug || !load) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ slug, body: module.body }),
      () => current && setLoaded({ slug, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [slug, locale, attempt]);
  const mine = loaded?.slug === slug ? loaded : undefined;
  return {
    body: mine && 'body' in mine ? mine.body : undefined,
    failed: Boolean(mine && 'failed' in mine),
    retry: () => {
      setLoaded(undefined);
      setAttempt((n) => n + 1);
    },
  };
}

function ArticleBlock({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** /advice_hub/:slug — one article. */
export function ArticlePage() {
  const { slug } = useParams();
  const article = articleBySlug(slug);
  const { body, failed, retry } = useArticleBody(article?.slug);
  const t = useContentT();

  if (!article) {
    return (
      <Page title={t('article.notFound.title')}>
        <p>{t('article.notFound.text')}</p>
        <p>
          <Link to="/advice_hub">{t('article.notFound.link')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={tOr(t, `article.${article.slug}.title`, article.title)}>
      <article className="article">
        <p className="badge">{t('article.for', { audience: article.audience })}</p>
        {failed ? (
          <ErrorState message={t('article.loadFailed')} onRetry={retry} />
        ) : !body ? (
          <LoadingState label={t('article.loading')} />
        ) : (
          <>
            <p className="article__intro">{body.intro}</p>
            {body.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <ArticleBlock key={index} block={block} />
                ))}
              </section>
            ))}
          </>
        )}
      </article>
      <p>
        <Link to="/advice_hub">{t('article.more')}</Link>
      </p>
    </Page>
  );
}
