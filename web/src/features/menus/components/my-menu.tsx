import { Card, Classes, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuPaths, type MenuItem } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { currentLocale } from '../../../lib/i18n';

interface MyMenuProps {
  menus: MenuItem[];
  /** Whether the console has the screen of a menu path yet. */
  hasScreen: (path: string) => boolean;
}

/**
 * The role's menu as a page, for roles whose landing screen the console does not have yet: groups
 * with their items, links where a screen exists. The side-menu shell replaces it later.
 */
export function MyMenu({ menus, hasScreen }: MyMenuProps) {
  const { t } = useTranslation();
  const shown = withoutButtons(menus);
  const missing = menuPaths(shown).some((path) => !hasScreen(path));
  return (
    <Page title={t('menus.title')}>
      {shown.length === 0 && <p>{t('menus.empty')}</p>}
      {missing && <p className={Classes.TEXT_MUTED}>{t('menus.notInConsole')}</p>}
      <div className="pf-menu-groups">
        {shown.map((item) => (
          <Card key={item.key}>
            {item.children ? (
              <>
                <H4>{label(item)}</H4>
                <MenuList items={item.children} hasScreen={hasScreen} />
              </>
            ) : (
              <H4>
                <Entry item={item} hasScreen={hasScreen} />
              </H4>
            )}
          </Card>
        ))}
      </div>
    </Page>
  );
}

function MenuList({ items, hasScreen }: { items: MenuItem[]; hasScreen: MyMenuProps['hasScreen'] }) {
  return (
    <ul className="pf-menu-list">
      {items.map((item) => (
        <li key={item.key}>
          {item.children ? (
            <>
              {label(item)}
              <MenuList items={item.children} hasScreen={hasScreen} />
            </>
          ) : (
            <Entry item={item} hasScreen={hasScreen} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Entry({ item, hasScreen }: { item: MenuItem; hasScreen: MyMenuProps['hasScreen'] }) {
  return hasScreen(item.path) ? <Link to={item.path}>{label(item)}</Link> : <span>{label(item)}</span>;
}

/** Menu items carry both languages: title in Chinese, english_name in English. */
const label = (item: MenuItem): string => (currentLocale() === 'cn' ? item.title : item.english_name);

/** Button items are routes opened from other screens (details), not menu entries. */
function withoutButtons(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.type === 'button') return [];
    if (!item.children) return [item];
    const children = withoutButtons(item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
