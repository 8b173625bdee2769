import { NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/ui/page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('app.notFound.title')}>
      <NonIdealState
        icon={<SearchIcon size={48} />}
        description={t('app.notFound.description', { path: pathname })}
        action={<Link to="/">{t('app.notFound.home')}</Link>}
      />
    </Page>
  );
}
