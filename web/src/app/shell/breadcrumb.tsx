import { Breadcrumb as Crumb, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@packflow/contracts';
import { MenuIcon } from './menu-icon';
import { useMenuTitle } from './menu-list';

/**
 * Spec section 2: where the current page sits in the menu (group > page), detail pages included.
 * Blueprint's breadcrumb items in its list markup; its Breadcrumbs wrapper would bring the popover
 * engine (for overflow) into the first page, and a menu path is two or three steps long.
 */
export function Breadcrumb({ trail }: { trail: readonly MenuItem[] | undefined }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  if (!trail?.length) return null;
  return (
    <nav className="pf-breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ul className={Classes.BREADCRUMBS}>
        {trail.map((item, i) => (
          <li key={item.key}>
            <Crumb
              current={i === trail.length - 1}
              icon={i === 0 ? <MenuIcon name={item.icon} /> : undefined}
              text={titleOf(item)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
