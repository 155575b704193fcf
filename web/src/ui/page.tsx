import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

/**
 * What the router hands every page. Declared here, beside the page frame, because the pages
 * (features) need it and the router (app) composes them: a type in app would tie the two.
 */
export interface PageProps {
  /** The route's title from the catalog (used by pages that have no text of their own yet). */
  title: string;
}

/** One screen: sets the tab title and gives the page its single h1 (the title, or `heading`). */
export function Page({
  title,
  heading,
  intro,
  children,
  narrow = false,
}: {
  title: string;
  /** What the h1 shows when it is more than the title's text (a link, say). */
  heading?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className={narrow ? 'page page--narrow' : 'page'}>
      <h1>{heading ?? title}</h1>
      {intro ? <p className="page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
