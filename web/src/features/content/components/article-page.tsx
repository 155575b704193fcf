import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { articleBodies, articleBySlug } from '../data/articles';
import type { ArticleBody, Block } from '../data/types';

type Loaded = { slug: string; body: ArticleBody } | { slug: string; failed: true };

/** Fetches the article's own text module (one small chunk per article). */
function useArticleBody(slug: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const load = slug ? articleBodies[slug] : undefined;
    if (!slug || !load) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ slug, body: module.body }),
      () => current && setLoaded({ slug, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [slug, attempt]);
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

  if (!article) {
    return (
      <Page title="Article not found">
        <p>We could not find that article. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link to="/advice_hub">See all advice articles</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={article.title}>
      <article className="article">
        <p className="badge">For {article.audience.toLowerCase()}</p>
        {failed ? (
          <ErrorState message="This article could not be loaded." onRetry={retry} />
        ) : !body ? (
          <LoadingState label="Loading the article…" />
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
        <Link to="/advice_hub">More advice</Link>
      </p>
    </Page>
  );
}
