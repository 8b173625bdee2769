import { Classes } from '@blueprintjs/core';
import type { NotificationView } from '@packflow/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMarkNotificationRead } from '../api/mark-notifications-read';
import { noticeTexts } from '../notification-text';

/** One notification as the bell lists it: opening it marks it read and goes to its record. */
export function NotificationItem({ notice, dismiss }: { notice: NotificationView; dismiss?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { title, text, reason } = noticeTexts(t, notice);
  const path = notice.path;
  const unread = notice.readAt === null;
  const open = () => {
    if (unread) markRead.mutate(notice.id);
    if (path) navigate(path);
  };
  return (
    <li className={`pf-notice${unread ? ' pf-notice-unread' : ''}`}>
      <button
        type="button"
        className={`pf-notice-button${dismiss ? ` ${Classes.POPOVER_DISMISS}` : ''}`}
        onClick={open}
        aria-label={`${unread ? `${t('notifications.unread')}: ` : ''}${title}. ${text}`}
      >
        <span className="pf-notice-title">
          {unread && <span className="pf-notice-dot" aria-hidden />}
          {title}
        </span>
        <span className="pf-notice-text">{text}</span>
        {reason && <span className="pf-notice-text">{reason}</span>}
        <span className={`pf-notice-time ${Classes.TEXT_MUTED}`}>
          {formatDateTime(notice.createdAt, currentLocale())}
        </span>
      </button>
    </li>
  );
}
