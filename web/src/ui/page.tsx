import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

/** One screen: sets the tab title and gives the page its single h1. */
export function Page({
  title,
  intro,
  children,
  narrow = false,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className={narrow ? 'page page--narrow' : 'page'}>
      <h1>{title}</h1>
      {intro ? <p className="page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
