import type { ReactElement } from 'react';
import { Button, Classes, NonIdealState, Popover, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NOTIFICATIONS_PATH } from '@packflow/contracts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-list';
import '../notifications.css';

/** How many of the latest the bell shows; the rest are on /Notifications. */
export const BELL_SIZE = 8;

function LatestNotifications() {
  const { t } = useTranslation();
  const latest = useNotifications({ unreadOnly: false, page: 1, size: BELL_SIZE });
  const markAll = useMarkAllNotificationsRead();
  const rows = latest.data?.rows;
  const unread = latest.data?.unread ?? 0;
  return (
    <div className="pf-bell-panel" aria-label={t('notifications.latest')}>
      <div className="pf-bell-head">
        <strong>{t('notifications.latest')}</strong>
        <Button
          size="small"
          variant="minimal"
          text={t('notifications.markAllRead')}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        />
      </div>
      {rows === undefined ? (
        <Spinner size={20} />
      ) : rows.length === 0 ? (
        <NonIdealState description={t('notifications.empty')} />
      ) : (
        <ul className="pf-notice-list">
          {rows.map((notice) => (
            <NotificationItem key={notice.id} notice={notice} dismiss />
          ))}
        </ul>
      )}
      <div className="pf-bell-foot">
        <Link to={NOTIFICATIONS_PATH} className={Classes.POPOVER_DISMISS}>
          {t('notifications.seeAll')}
        </Link>
      </div>
    </div>
  );
}

/** The bell's popover, loaded with the first click: the latest notifications, mark all read, see all. */
export default function NotificationPopover({ children }: { children: ReactElement }) {
  return (
    <Popover defaultIsOpen placement="bottom-end" content={<LatestNotifications />}>
      {children}
    </Popover>
  );
}
