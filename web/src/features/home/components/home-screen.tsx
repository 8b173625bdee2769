import { Callout, Classes, H4, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { HomeIcon, TickCircleIcon } from '@blueprintjs/icons';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH, HOME_QUERY_KEY, HOME_TILE_TONES, type HomeTile } from '@packflow/contracts';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { currentLocale } from '../../../lib/i18n';
import { useMyPermissions } from '../../../lib/session-view';
import { workingPages } from '../../../lib/start-pages';
import { useHome } from '../api/get-home';
import { useStartMenus } from '../api/get-start-menus';
import { useFollowReadModels } from '../api/use-follow-read-models';
import { chinaToday, glancePages } from './glance-model';
import { HomeTileCard } from './home-tile-card';
import { gridStyle, linksStyle, sectionStyle } from './home-styles';

/**
 * /Home (domain rules, "/Home is a real console"): the person's work waiting, their account and
 * today's counts, each tile a link to the list behind it, refreshed live when any read model
 * behind a tile changes; with nothing waiting it says so, and it always offers the person's screens.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const home = useHome();
  // With the glance, /Home is not empty even with no tiles.
  const permissions = useMyPermissions();
  useFollowReadModels(home.data?.tiles.flatMap((tile) => tile.readModels) ?? [], [HOME_QUERY_KEY]);
  return (
    <Page title={t('home.title')}>
      <QueryState query={home}>
        {({ tiles, today }) => (
          <>
            <p className={Classes.TEXT_MUTED}>{t('home.today', { date: today })}</p>
            <Glance homeToday={today} />
            {tiles.length === 0
              ? glancePages(permissions).length === 0 && (
                  <NonIdealState icon={<HomeIcon size={48} />} title={t('home.noTiles')} />
                )
              : HOME_TILE_TONES.map((tone) => (
                  <TileSection key={tone} tone={tone} tiles={tiles.filter((tile) => tile.tone === tone)} />
                ))}
            <StartLinks />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** The glance brings the chart library: its own chunk, fetched only for a role that may read the statistics. */
const TodayGlance = lazy(() =>
  import('./today-glance').then(({ TodayGlance }) => ({ default: TodayGlance })),
);

/** "Today at a glance" where the role may read the statistics (Admin): the pages its permissions allow. */
function Glance({ homeToday }: { homeToday: string }) {
  const pages = glancePages(useMyPermissions());
  if (pages.length === 0) return null;
  return (
    <Suspense fallback={<Spinner size={20} />}>
      <TodayGlance pages={pages} today={chinaToday()} homeToday={homeToday} />
    </Suspense>
  );
}

function TileSection({ tone, tiles }: { tone: HomeTile['tone']; tiles: HomeTile[] }) {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  const heading = t(`home.sections.${tone}`);
  const nothingWaiting = tone === 'waiting' && !tiles.some((tile) => tile.alert);
  return (
    <section style={sectionStyle} aria-label={heading}>
      <H4>{heading}</H4>
      {nothingWaiting && (
        <Callout style={{ marginBottom: 12 }} intent={Intent.SUCCESS} icon={<TickCircleIcon />} role="status">
          <strong>{t('home.nothingWaiting')}</strong> {t('home.nothingWaitingHint')}
        </Callout>
      )}
      <div style={gridStyle}>
        {tiles.map((tile) => (
          <HomeTileCard key={tile.id} tile={tile} />
        ))}
      </div>
    </section>
  );
}

/** The person's screens (their menu's pages that the console has), so /Home is never a dead end. */
function StartLinks() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const menus = useStartMenus();
  const pages = workingPages(menus.data?.menus ?? []).filter((page) => page.path !== HOME_PATH);
  if (pages.length === 0) return null;
  return (
    <nav style={sectionStyle} aria-label={t('home.screens')}>
      <H4>{t('home.screens')}</H4>
      <ul style={linksStyle}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{locale === 'cn' ? page.title : page.english_name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
