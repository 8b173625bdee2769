import { ContextMenuPopover, Menu, MenuItem } from '@blueprintjs/core';
import { CrossIcon, FullscreenIcon, NewLinkIcon, RefreshIcon, CrossCircleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { OpenTab } from './open-tabs';

export type TagMenuAction = 'refresh' | 'close' | 'closeOthers' | 'fullScreen' | 'openInNewWindow';

interface TagMenuProps {
  tab: OpenTab;
  offset: { left: number; top: number };
  canCloseOthers: boolean;
  onAction: (action: TagMenuAction, tab: OpenTab) => void;
  onClose: () => void;
}

/** A tab's context menu (spec section 2), where it was right-clicked. */
export default function TagMenu({ tab, offset, canCloseOthers, onAction, onClose }: TagMenuProps) {
  const { t } = useTranslation();
  return (
    <ContextMenuPopover
      isOpen
      targetOffset={offset}
      onClose={onClose}
      content={
        <Menu>
          <MenuItem
            icon={<RefreshIcon />}
            text={t('tags.menu.refresh')}
            onClick={() => onAction('refresh', tab)}
          />
          <MenuItem
            icon={<CrossIcon />}
            text={t('tags.menu.close')}
            disabled={tab.affix}
            onClick={() => onAction('close', tab)}
          />
          <MenuItem
            icon={<CrossCircleIcon />}
            text={t('tags.menu.closeOthers')}
            disabled={!canCloseOthers}
            onClick={() => onAction('closeOthers', tab)}
          />
          <MenuItem
            icon={<FullscreenIcon />}
            text={t('tags.menu.fullScreen')}
            onClick={() => onAction('fullScreen', tab)}
          />
          <MenuItem
            icon={<NewLinkIcon />}
            text={t('tags.menu.openInNewWindow')}
            onClick={() => onAction('openInNewWindow', tab)}
          />
        </Menu>
      }
    />
  );
}
