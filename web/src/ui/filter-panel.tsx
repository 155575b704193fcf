import type { ReactNode } from 'react';
import { useUiT } from './i18n';

/**
 * A search's filters folded behind one "Filters (2)" control on a phone, so the first result is
 * on the first screen; on a wide screen (styles.css, `.filters`) they stay open beside nothing
 * else to fold. A native <details>: it opens and closes, is announced as expanded or collapsed
 * and keeps focus on its summary before the page's JavaScript has run (the landing pages are
 * prerendered), and is closed in that HTML as after hydration, so nothing moves.
 */
export function FilterPanel({ setCount, children }: { setCount: number; children: ReactNode }) {
  const t = useUiT();
  return (
    <details className="filters">
      <summary className="filters__toggle">{t('filters.toggle', { count: setCount })}</summary>
      {children}
    </details>
  );
}
