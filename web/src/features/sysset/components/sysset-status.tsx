import { Callout, Card, H4, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SyssetView } from '@packflow/contracts';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

export function SyssetStatus({ view }: { view: SyssetView }) {
  const { t } = useTranslation();
  const expired = view.daysLeft < 0;
  const who = view.updatedByName ?? t('sysset.history.system');
  return (
    <Card className="pf-sysset-status">
      <H4>{t('sysset.status.title')}</H4>
      {view.warnExpiry && (
        <Callout intent={expired ? Intent.DANGER : Intent.WARNING} className="pf-notice">
          {t(expired ? 'sysset.status.expired' : 'sysset.status.expiresSoon', { date: view.expiryDate })}
        </Callout>
      )}
      <dl className="pf-facts">
        <dt>{t('sysset.status.appVersion')}</dt>
        <dd>{view.appVersion}</dd>
        <dt>{t('sysset.status.daysLeft')}</dt>
        <dd>{view.daysLeft}</dd>
        <dt>{t('sysset.status.lastChanged')}</dt>
        <dd>
          {view.updatedAt
            ? t('sysset.status.lastChangedBy', { when: formatDateTime(view.updatedAt, currentLocale()), who })
            : t('sysset.status.never')}
        </dd>
      </dl>
    </Card>
  );
}
