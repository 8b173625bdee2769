import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@packflow/contracts';
import { type MenuPlace } from './menu-list';
import { GroupButton } from './split-menu';

/** The header layout's top menu (spec section 2, "header (top menu plus side menu)"): the top-level groups in a row. */
export function HeaderMenu({
  menus,
  place,
  chosen,
  onPick,
}: {
  menus: readonly MenuItem[];
  place: MenuPlace;
  chosen: MenuItem | undefined;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pf-header-menu" aria-label={t('shell.menu')}>
      <ul className="pf-menu-row">
        {menus.map((item) => (
          <li key={item.key}>
            <GroupButton
              item={item}
              place={place}
              chosen={item === chosen}
              onPick={onPick}
              className="pf-row-item"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
