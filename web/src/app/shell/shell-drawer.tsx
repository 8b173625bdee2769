import { useId, type ReactNode } from 'react';
import { Button, Classes, Drawer, H4, Position } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';

/**
 * Blueprint's Drawer, as a named dialog: its own markup has no dialog role, and its close button
 * is labelled in English only. Used by the mobile menu and the settings drawer.
 */
export function ShellDrawer({
  isOpen,
  onClose,
  position,
  size,
  title,
  closeLabel,
  className,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  position: typeof Position.LEFT | typeof Position.RIGHT;
  size: string;
  title: string;
  closeLabel: string;
  className: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position={position} size={size} className={className}>
      <div className="pf-drawer-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{title}</H4>
          <Button
            variant="minimal"
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCrossIcon size={20} />}
            aria-label={closeLabel}
            onClick={onClose}
          />
        </div>
        {children}
      </div>
    </Drawer>
  );
}
