import { useDeferredValue, useMemo, useState, type ReactElement } from 'react';
import { Button, Classes, Icon, InputGroup, NonIdealState, Popover } from '@blueprintjs/core';
import { IconNames, SearchIcon, type IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { copyText } from './copy-text';

const ALL_ICONS: readonly IconName[] = [...new Set(Object.values(IconNames))].sort();

/** The class name the icon font (and old-style markup) knows an icon by: 'bp6-icon-add'. */
export const iconClassName = (name: IconName): string => Classes.iconClass(name);

/**
 * Spec section 2: the user bar's icon picker copies an icon's class name and says whether it did.
 * Icons are drawn by name here, so opening the picker loads every icon's paths: that is its job.
 */
export default function IconPicker({ children }: { children: ReactElement }) {
  return (
    <Popover defaultIsOpen placement="bottom-end" content={<IconList />}>
      {children}
    </Popover>
  );
}

function IconList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const shown = useMemo(() => ALL_ICONS.filter((name) => name.includes(deferred)), [deferred]);

  const copy = async (name: IconName): Promise<void> => {
    if (await copyText(iconClassName(name))) await toastSuccess(t('tags.userBar.copySucceeded'));
    else await toastError(t('tags.userBar.copyFailed'));
  };

  return (
    <div className="pf-icon-picker">
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={t('tags.userBar.iconSearch')}
        aria-label={t('tags.userBar.iconSearch')}
        value={query}
        autoFocus
        onValueChange={setQuery}
      />
      <p className={Classes.TEXT_MUTED}>{t('tags.userBar.iconsHint')}</p>
      {shown.length === 0 ? (
        <NonIdealState description={t('tags.userBar.iconsNone')} />
      ) : (
        <ul className="pf-icon-grid">
          {shown.map((name) => (
            <li key={name}>
              <Button
                variant="minimal"
                className="pf-icon-choice"
                icon={<Icon icon={name} />}
                text={name}
                title={iconClassName(name)}
                onClick={() => void copy(name)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
