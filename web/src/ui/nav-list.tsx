import { Link, NavLink } from 'react-router-dom';
import { useAppT, type AppKey } from '../i18n/app/i18n';

export interface NavItem {
  to: string;
  /** The link's words: a key of the app catalogue, shown in the reader's language. */
  label: AppKey;
}

/**
 * A named list of links. `markCurrent` uses NavLink, which gives the link of the page being
 * shown aria-current="page" (the header strips style it); `heading` repeats the name as an h2.
 */
export function NavList({
  label,
  links,
  className,
  listClassName,
  heading = false,
  markCurrent = false,
}: {
  label: string;
  links: readonly NavItem[];
  className?: string;
  listClassName?: string;
  heading?: boolean;
  markCurrent?: boolean;
}) {
  const t = useAppT();
  const Anchor = markCurrent ? NavLink : Link;
  return (
    <nav aria-label={label} className={className}>
      {heading ? <h2>{label}</h2> : null}
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor to={link.to}>{t(link.label)}</Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
