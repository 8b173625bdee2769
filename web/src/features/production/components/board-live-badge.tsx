import { useState } from 'react';
import { Intent, Tag } from '@blueprintjs/core';
import { FeedIcon, WarningSignIcon } from '@blueprintjs/icons';
import { LIVE_HEARTBEAT_MS } from '@packflow/contracts';
import { useTranslation } from 'react-i18next';
import { useLiveHeartbeat } from '../../../lib/live';
import { useNow } from './board-use-now';

/** Three heartbeats missed: the board may no longer show what the floor does. */
export const STALE_AFTER_MS = 3 * LIVE_HEARTBEAT_MS;

/**
 * Live, or 'stale' once no heartbeat (nor any change) came from the server for 15 s: a board on
 * the shop floor's wall must say when it stopped following.
 */
export function BoardLiveBadge({ position }: { position: string | undefined }) {
  const { t } = useTranslation();
  const beatAt = useLiveHeartbeat();
  const [openedAt] = useState(Date.now);
  const now = useNow(1_000);
  // Before the first word from the server, counted from when the board opened.
  const since = now - (beatAt ?? openedAt);
  const stale = since > STALE_AFTER_MS;
  return (
    <span role="status" className="pf-board-live">
      {stale ? (
        <Tag
          large
          intent={Intent.DANGER}
          icon={<WarningSignIcon />}
          title={t('production.board.staleHint', { seconds: Math.floor(since / 1000) })}
        >
          {t('production.board.stale')}
        </Tag>
      ) : (
        <Tag
          large
          minimal
          intent={Intent.SUCCESS}
          icon={<FeedIcon />}
          title={t('production.board.liveHint', { position: position ?? '—' })}
        >
          {t('production.board.live')}
        </Tag>
      )}
    </span>
  );
}
