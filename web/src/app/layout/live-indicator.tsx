import { Intent, Tag } from '@blueprintjs/core';
import { FeedIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../lib/live';

/**
 * Says whether other people's changes reach this screen, so a stale screen is never a surprise.
 * A status region, so screen readers announce a lost connection too. The hint is a plain title:
 * Blueprint's Tooltip would add its popover engine to the first page.
 */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  return (
    <span role="status" className="pf-live">
      {status === 'connecting' ? (
        <Tag minimal>{t('app.live.connecting')}</Tag>
      ) : status === 'connected' ? (
        <Tag intent={Intent.SUCCESS} icon={<FeedIcon />} title={t('app.live.connectedHint')}>
          {t('app.live.connected')}
        </Tag>
      ) : (
        <Tag intent={Intent.WARNING} icon={<WarningSignIcon />} title={t(`app.live.${status}Hint`)}>
          {t(`app.live.${status}`)}
        </Tag>
      )}
    </span>
  );
}
