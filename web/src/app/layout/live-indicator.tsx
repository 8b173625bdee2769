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
  const connected = status === 'connected';
  return (
    <span role="status">
      {status === 'connecting' ? (
        <Tag minimal>{t('app.live.connecting')}</Tag>
      ) : (
        <Tag
          intent={connected ? Intent.SUCCESS : Intent.WARNING}
          icon={connected ? <FeedIcon /> : <WarningSignIcon />}
          title={t(connected ? 'app.live.connectedHint' : 'app.live.reconnectingHint')}
        >
          {t(connected ? 'app.live.connected' : 'app.live.reconnecting')}
        </Tag>
      )}
    </span>
  );
}
