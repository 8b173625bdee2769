import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/ui/query-state';
import { dismissErrorToasts } from '../../components/ui/toaster';
import { useMenus } from '../../features/menus/api/get-menus';
import { useReviewNotices } from '../../features/quotations/use-review-notices';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorBoundary } from '../error-boundary';
import { HeaderMenu } from '../shell/header-menu';
import { MenuList, type MenuPlace } from '../shell/menu-list';
import { isGroup, menuTrail, visibleMenu } from '../shell/menu-model';
import { useQuotationSourceCleanup } from '../../lib/session-keys';
import { useSessionFollow } from '../shell/session-follow';
import { closeShellSettings, useShellSettings, useShellSettingsOpen } from '../shell/settings';
import { SplitMenu, useChosenGroup } from '../shell/split-menu';
import { usePageKey } from '../shell/tags/page-key';
import { TagBar } from '../shell/tags/tag-bar';
import '../shell/theme';
import { useIsMobile } from '../../lib/use-media';
import { TopBar } from './top-bar';

// What only some layouts, or only an opened drawer, need: each loads when first wanted. The
// dock's dropdowns bring Blueprint's popover engine, the drawers its overlay.
const DockMenu = lazy(() => import('../shell/dock-menu'));
const MobileMenu = lazy(() => import('../shell/mobile-menu'));
const SettingsDrawer = lazy(() => import('../shell/settings-drawer'));

/**
 * The shell (spec section 2): top bar, the layout's menu, the tag bar, then the page. Layouts:
 * default (split side menu), header (top menu of groups, side menu of the chosen group), menu
 * (classic tree), dock (horizontal menu); under 992px any of them is a top bar with a drawer.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  // A salesman hears of a supervisor's decision on his quotation whatever screen he is on.
  useReviewNotices();
  const settings = useShellSettings();
  const mobile = useIsMobile();
  const allMenus = useMenus().data?.menus;
  const menus = useMemo(() => visibleMenu(allMenus ?? []), [allMenus]);
  const trail = useMemo(() => (allMenus ? menuTrail(allMenus, pathname) : undefined), [allMenus, pathname]);
  const place = useMemo<MenuPlace>(
    () => ({ keys: new Set(trail?.map((item) => item.key)), current: trail?.at(-1)?.key }),
    [trail],
  );
  const [chosen, pick] = useChosenGroup(menus, place);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname]);
  // The last screen's error notices are stale on the next one.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== lastPath.current) void dismissErrorToasts();
    lastPath.current = pathname;
  }, [pathname]);
  const settingsOpen = useShellSettingsOpen();
  const [settingsWanted, setSettingsWanted] = useState(false);
  useEffect(() => {
    if (settingsOpen) setSettingsWanted(true);
  }, [settingsOpen]);
  useEffect(() => closeShellSettings, []); // logged out with the drawer open: the next login starts closed
  const pageKey = usePageKey();

  useSessionFollow();
  useQuotationSourceCleanup();
  useDocumentTitle(''); // signed in: the role label plus the product name, whatever the page

  const layout = mobile ? 'mobile' : settings.layout;
  const collapsed = settings.collapsed && layout !== 'mobile' && layout !== 'dock';
  const headerSide = layout === 'header' && chosen && isGroup(chosen) ? chosen.children : undefined;
  return (
    <div className={`pf-shell pf-shell--${layout}${collapsed ? ' pf-shell--collapsed' : ''}`}>
      <TopBar
        trail={trail}
        mobile={mobile}
        onOpenMenu={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
        collapsible={layout === 'default' || layout === 'menu' || layout === 'header'}
        collapsed={collapsed}
      />
      {layout === 'header' && <HeaderMenu menus={menus} place={place} chosen={chosen} onPick={pick} />}
      {layout === 'dock' && (
        <Suspense fallback={<div className="pf-dock-menu" />}>
          <DockMenu menus={menus} place={place} />
        </Suspense>
      )}
      <div className="pf-body">
        {layout === 'default' && <SplitMenu menus={menus} place={place} collapsed={collapsed} />}
        {layout === 'menu' && (
          <SideMenu>
            <MenuList items={menus} place={place} iconOnly={collapsed} />
          </SideMenu>
        )}
        {headerSide && (
          <SideMenu>
            <MenuList key={chosen?.key} items={headerSide} place={place} iconOnly={collapsed} />
          </SideMenu>
        )}
        <div className="pf-content">
          {settings.tagBar && <TagBar />}
          <main className="pf-main">
            {/* A screen that fails (or whose chunk fails to load) keeps the shell; leaving it clears the error. */}
            <ErrorBoundary key={`${pathname}#${pageKey}`}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
      {mobile && drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} menus={menus} place={place} />
        </Suspense>
      )}
      {settingsWanted && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </div>
  );
}

/** The classic and the header layouts' side menu. */
function SideMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="pf-side pf-tree" aria-label={t('shell.menu')}>
      {children}
    </nav>
  );
}
