import { useMemo, useState } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Locale, NOTIFICATION_KINDS, type NotificationView } from '@packflow/contracts';
import { ChoiceFilter } from '../../../components/ui/list-filters';
import { Page } from '../../../components/ui/page';
import { PagedTable, usePaging, type TableColumn, labelsOf } from '../../../components/ui/paged-table';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { noticeTexts } from '../notification-text';
import { useIsPhone as useNarrow } from '../../../lib/use-media';
import { NotificationItem } from './notification-list';
import '../notifications.css';

type Shown = 'unread';

function columns(
  t: TFunction,
  locale: Locale,
  markRead: (id: string) => void,
): TableColumn<NotificationView>[] {
  return [
    {
      key: 'at',
      title: t('notifications.columns.at'),
      render: (row) => formatDateTime(row.createdAt, locale),
      width: 170,
      export: { field: 'createdAt', kind: 'datetime' },
    },
    {
      key: 'notice',
      title: t('notifications.columns.notice'),
      render: (row) => {
        const { title, text, reason } = noticeTexts(t, row);
        const path = row.path;
        return (
          <span className={`pf-notice-cell${row.readAt === null ? ' pf-notice-unread' : ''}`}>
            <span className="pf-notice-title">
              {path ? (
                <Link to={path} onClick={() => row.readAt === null && markRead(row.id)}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </span>
            <span className="pf-notice-text">{text}</span>
            {reason && <span className="pf-notice-text">{reason}</span>}
          </span>
        );
      },
      width: 560,
      export: {
        field: 'kind',
        labels: labelsOf(NOTIFICATION_KINDS, (kind) => noticeTexts(t, { kind, params: {} }).title),
      },
    },
    {
      key: 'state',
      title: t('notifications.columns.state'),
      render: (row) =>
        row.readAt === null ? (
          <Tag intent={Intent.DANGER} minimal>
            {t('notifications.unread')}
          </Tag>
        ) : (
          <Tag minimal>{t('notifications.read')}</Tag>
        ),
      width: 100,
      export: { field: 'readAt', kind: 'datetime' },
    },
  ];
}

/** /Notifications: the person's notifications, all or the unread ones, each leading to its record. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const paging = usePaging('notifications');
  const [shown, setShown] = useState<Shown | ''>('');
  const list = useNotifications({ unreadOnly: shown === 'unread', page: paging.page, size: paging.size });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const cols = useMemo(() => columns(t, locale, (id) => markRead.mutate(id)), [t, locale, markRead]);
  const unread = list.data?.unread ?? 0;
  const narrow = useNarrow();

  const toolbar = (
    <>
      <ChoiceFilter<Shown>
        label={t('notifications.filter')}
        allLabel={t('notifications.all')}
        value={shown}
        choices={[{ value: 'unread', label: t('notifications.unreadOnly') }]}
        onChange={(value) => {
          setShown(value);
          paging.firstPage();
        }}
      />
      <Button
        icon={<TickIcon />}
        text={t('notifications.markAllRead')}
        disabled={unread === 0}
        loading={markAll.isPending}
        onClick={() => markAll.mutate()}
      />
    </>
  );

  const empty = list.isError
    ? t('common.loadFailed', { message: list.error.message })
    : t(shown === 'unread' ? 'notifications.emptyUnread' : 'notifications.empty');

  if (narrow)
    return (
      <Page title={t('notifications.title')}>
        <div className="pf-notices-toolbar">{toolbar}</div>
        {list.data?.rows.length ? (
          <ul className="pf-notice-list pf-notice-cards" aria-label={t('notifications.listLabel')}>
            {list.data.rows.map((notice) => (
              <NotificationItem key={notice.id} notice={notice} />
            ))}
          </ul>
        ) : (
          <p className="pf-notices-empty">{list.isFetching ? '' : empty}</p>
        )}
        <Pager
          page={paging.page}
          size={paging.size}
          count={list.data?.pageInfo._count ?? 0}
          onChange={paging.onPage}
        />
      </Page>
    );

  return (
    <Page title={t('notifications.title')}>
      <PagedTable<NotificationView>
        className="pf-notices-table"
        label={t('notifications.listLabel')}
        columns={cols}
        rows={list.data?.rows}
        pageInfo={list.data?.pageInfo}
        loading={list.isFetching && (list.isPlaceholderData || list.data === undefined)}
        onPage={paging.onPage}
        rowKey={(row) => row.id}
        rowHeight={64}
        actions={(row) =>
          row.readAt === null ? (
            <Button size="small" text={t('notifications.markRead')} onClick={() => markRead.mutate(row.id)} />
          ) : null
        }
        empty={empty}
        toolbar={toolbar}
        exportList={{
          path: 'notifications',
          params: { unread: shown === 'unread' ? '1' : undefined },
          fileName: t('notifications.title'),
        }}
      />
    </Page>
  );
}
