import { Classes } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeTileHref, type HomeTile } from '@packflow/contracts';
import { currentLocale } from '../../../lib/i18n';
import { flagStyle, tileNoteStyle, tileStyle, tileTitleStyle, tileValueStyle } from './home-styles';

/** One tile: its title, its value (a count, or an amount with its unit), a note, and the list behind it as the link. */
export function HomeTileCard({ tile }: { tile: HomeTile }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const title = tile.title[locale];
  return (
    <Link
      to={homeTileHref(tile)}
      className={`${Classes.CARD} ${Classes.INTERACTIVE} ${Classes.ELEVATION_1}`}
      style={tileStyle(tile)}
      data-tile={tile.id}
      title={t('home.open', { title })}
    >
      <span style={tileTitleStyle}>
        {title}
        {tile.alert && (
          <WarningSignIcon style={flagStyle} aria-label={t('home.attention')} title={t('home.attention')} />
        )}
      </span>
      <span style={tileValueStyle} data-value={tile.value}>
        {tile.value}
        {tile.unit && <small className={Classes.TEXT_MUTED}> {tile.unit[locale]}</small>}
      </span>
      {tile.note && (
        <span className={Classes.TEXT_MUTED} style={tileNoteStyle}>
          {tile.note[locale]}
        </span>
      )}
    </Link>
  );
}
