import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button, Classes } from '@blueprintjs/core';
import { MinimizeIcon, RefreshIcon, SmallCrossIcon } from '@blueprintjs/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMenus } from '../../../features/menus/api/get-menus';
import { useSession } from '../../../lib/session';
import { hasScreen } from '../../screens';
import {
  afterClosing,
  closeOtherTabs,
  closeTab,
  fitToMenu,
  loadTabs,
  openTab,
  pagesOf,
  sameTabs,
  saveTabs,
  type OpenTab,
} from './open-tabs';
import { setPageFullscreen, usePageFullscreen } from './page-fullscreen';
import { remountPage } from './page-key';
import type { TagMenuAction } from './tag-menu';

/** Spec section 9: a refresh waits 300 ms before the page mounts again; the icon spins 500 ms. */
export const REFRESH_DELAY_MS = 300;
export const REFRESH_ANIMATION_MS = 500;

// Blueprint's popover engine stays out of the first page: the menu loads on the first right-click.
const TagMenu = lazy(() => import('./tag-menu'));

interface MenuAt {
  tab: OpenTab;
  left: number;
  top: number;
}

/**
 * The tag bar (spec section 2): a tab per page opened in this browser tab, kept in sessionStorage.
 * The active tab follows the address; a role's landing pages (affix) are always there.
 */
export function TagBar() {
  const { t, i18n } = useTranslation();
  const owner = useSession()?.user.id ?? '';
  const menus = useMenus().data?.menus;
  const pages = useMemo(() => (menus ? pagesOf(menus, hasScreen) : undefined), [menus]);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tabs, setTabs] = useState(() => loadTabs(owner));
  const [menuAt, setMenuAt] = useState<MenuAt | null>(null);
  const [spinning, setSpinning] = useState(false);
  const fullscreen = usePageFullscreen();
  const later = useTimers();

  useEffect(() => saveTabs(owner, tabs), [owner, tabs]);

  // Runs when the address or the menu changes, not when the tabs do: a tab just closed must not
  // come back before the navigation away from it lands.
  useEffect(() => {
    if (!pages) return;
    setTabs((before) => {
      const fitted = fitToMenu(before, pages);
      const page = pages.get(pathname);
      const after = page ? openTab(fitted, page, pathname + search) : fitted;
      return sameTabs(before, after) ? before : after;
    });
  }, [pages, pathname, search]);

  const close = (tab: OpenTab): void => {
    if (tab.affix) return;
    const left = closeTab(tabs, tab.path);
    setTabs(left);
    if (tab.path === pathname) navigate(afterClosing(left));
  };

  const closeOthers = (tab: OpenTab): void => {
    const left = closeOtherTabs(tabs, tab.path);
    setTabs(left);
    const activeClosed = tabs.some((t) => t.path === pathname) && !left.some((t) => t.path === pathname);
    if (activeClosed) navigate(tab.to);
  };

  const refresh = (tab?: OpenTab): void => {
    setSpinning(true);
    later(() => setSpinning(false), REFRESH_ANIMATION_MS);
    if (tab && tab.path !== pathname) navigate(tab.to);
    later(() => {
      remountPage();
      // The page mounts again with fresh data, not with what the cache held.
      void queryClient.invalidateQueries();
    }, REFRESH_DELAY_MS);
  };

  const run = (action: TagMenuAction, tab: OpenTab): void => {
    setMenuAt(null);
    if (action === 'refresh') refresh(tab);
    else if (action === 'close') close(tab);
    else if (action === 'closeOthers') closeOthers(tab);
    else if (action === 'fullScreen') {
      if (tab.path !== pathname) navigate(tab.to);
      setPageFullscreen(true);
    } else window.open(tab.to, '_blank', 'noopener');
  };

  const openMenu = (event: MouseEvent, tab: OpenTab): void => {
    event.preventDefault();
    setMenuAt({ tab, left: event.clientX, top: event.clientY });
  };

  const label = (tab: OpenTab): string => (i18n.language === 'cn' ? tab.title : tab.english_name);
  const activeTab = tabs.find((tab) => tab.path === pathname);
  const listRef = useActiveTabInView(activeTab?.path, tabs.length, i18n.language);

  return (
    <nav className="pf-tag-bar" aria-label={t('tags.label')}>
      <ul className="pf-tag-list" ref={listRef}>
        {tabs.map((tab) => {
          const active = tab === activeTab;
          return (
            <li
              key={tab.path}
              data-path={tab.path}
              className={[
                Classes.TAG,
                Classes.INTERACTIVE,
                active ? Classes.INTENT_PRIMARY : Classes.MINIMAL,
                'pf-tag',
              ].join(' ')}
              onContextMenu={(event) => openMenu(event, tab)}
            >
              <Link className="pf-tag-link" to={tab.to} aria-current={active ? 'page' : undefined}>
                {label(tab)}
              </Link>
              {!tab.affix && (
                <button
                  type="button"
                  className={Classes.TAG_REMOVE}
                  aria-label={t('tags.close', { title: label(tab) })}
                  onClick={() => close(tab)}
                >
                  <SmallCrossIcon />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="minimal"
        size="small"
        aria-label={t('tags.refresh')}
        icon={<RefreshIcon className={spinning ? 'pf-spin' : undefined} />}
        onClick={() => refresh(activeTab)}
      />
      {menuAt && (
        <Suspense fallback={null}>
          <TagMenu
            tab={menuAt.tab}
            offset={{ left: menuAt.left, top: menuAt.top }}
            canCloseOthers={tabs.some((tab) => !tab.affix && tab.path !== menuAt.tab.path)}
            onAction={run}
            onClose={() => setMenuAt(null)}
          />
        </Suspense>
      )}
      {fullscreen && <FullscreenExit />}
    </nav>
  );
}

/** Leaves the full-screen tab: a button over the page, and Esc. */
function FullscreenExit() {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) setPageFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      setPageFullscreen(false); // the bar is gone (logged out): so is the full screen
    };
  }, []);
  // On <body>, as the shell may hide the tag bar itself while the page fills the window.
  return createPortal(
    <Button
      className="pf-fullscreen-exit"
      icon={<MinimizeIcon />}
      aria-label={t('tags.exitFullScreen')}
      title={t('tags.exitFullScreen')}
      onClick={() => setPageFullscreen(false)}
    />,
    document.body,
  );
}

/**
 * The tab list scrolls sideways when its tabs are wider than the bar: the active tab is scrolled
 * into view whenever it changes (or the tabs or their language do), and a mouse wheel scrolls
 * the list sideways too.
 */
function useActiveTabInView(activePath: string | undefined, count: number, language: string) {
  const ref = useRef<HTMLUListElement>(null);
  const active = useRef(activePath);
  active.current = activePath;
  const reveal = useCallback(() => {
    const list = ref.current;
    if (!list || active.current === undefined) return;
    const tab = [...list.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.path === active.current,
    );
    if (tab) list.scrollLeft = scrollToShow(list, tab);
  }, []);
  useEffect(reveal, [reveal, activePath, count, language]);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    // The bar gets its width (first layout, a narrower window): the active tab stays in view.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    observer?.observe(list);
    const onWheel = (event: WheelEvent): void => {
      if (event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      if (list.scrollWidth <= list.clientWidth) return;
      event.preventDefault();
      list.scrollLeft += event.deltaY;
    };
    list.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      list.removeEventListener('wheel', onWheel);
    };
  }, [reveal]);
  return ref;
}

/** The list's scrollLeft that shows the whole tab, moving as little as it can. */
export function scrollToShow(list: HTMLElement, tab: HTMLElement): number {
  const margin = 8;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const left = tabBox.left - listBox.left + list.scrollLeft;
  const right = left + tabBox.width;
  if (left - margin < list.scrollLeft) return Math.max(0, left - margin);
  if (right + margin > list.scrollLeft + list.clientWidth) return right + margin - list.clientWidth;
  return list.scrollLeft;
}

/** setTimeout that forgets its timers when the component goes. */
function useTimers(): (run: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((run, ms) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
}
