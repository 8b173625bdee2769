import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../lib/session-view';
import { useUnreadCount } from '../api/get-notifications';

// Styled here, not in the feature's stylesheet: the top bar is on every page (and in every shell test).
const BELL_STYLE: CSSProperties = { position: 'relative' };
const COUNT_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  right: -4,
  minWidth: 18,
  minHeight: 16,
  padding: '0 4px',
  fontSize: 11,
  lineHeight: '16px',
  justifyContent: 'center',
};

// The popover and its list: loaded when first asked for.
const NotificationPopover = lazy(() => import('./notification-popover'));

/**
 * The bell in the top bar: the unread count, kept live (a change of the person's notifications
 * refetches it), and on click the latest ones. Hidden for a role whose notifications were taken away.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const may = useMay();
  const allowed = may('GET@notifications/unread-count');
  const unread = useUnreadCount(allowed).data ?? 0;
  const [wanted, setWanted] = useState(false);
  if (!allowed) return null;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const button = (
    <Button
      variant="minimal"
      className="pf-bell"
      style={BELL_STYLE}
      icon={<NotificationsIcon />}
      aria-label={label}
      title={label}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      {unread > 0 && (
        <Tag round intent={Intent.DANGER} style={COUNT_STYLE} data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </Tag>
      )}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationPopover>{button}</NotificationPopover>
    </Suspense>
  );
}
