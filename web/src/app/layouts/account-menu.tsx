import { useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavItem } from '../../ui/nav-list';
import { useAppT } from '../../i18n/app/i18n';

const LIST_ID = 'account-menu-list';

/**
 * The pages of a person's own area behind one full-width button: a phone shows every entry as
 * a tap-sized row (no sideways strip cut off at the edge). It closes when a page is chosen
 * (it stays open only on the page it was opened on) and on Escape.
 */
export function AccountMenu({ links }: { links: readonly NavItem[] }) {
  const t = useAppT();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    event.currentTarget.querySelector('button')?.focus();
  };
  return (
    <nav aria-label={t('nav.account')} className="account-menu" onKeyDown={close}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {t('nav.accountPages')}
      </button>
      <ul id={LIST_ID} className="account-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
