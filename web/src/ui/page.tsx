import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

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
