import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** Default "Please confirm". */
  title?: string;
  message: ReactNode;
  /** Default "Confirm". */
  confirmText?: string;
  /** Default "Cancel". */
  cancelText?: string;
  /** The confirm button's colour; DANGER for deletions. Default PRIMARY. */
  intent?: Intent;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  onConfirm: () => void;
  /** Also on Escape, the close button and a click outside. */
  onCancel: () => void;
  /** Spinner on the confirm button (and no second click) while the action runs. */
  loading?: boolean;
}

/** A question with confirm and cancel buttons. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmText,
  cancelText,
  intent = Intent.PRIMARY,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={title ?? t('widgets.confirm.title')}
      onClose={onCancel}
      canOutsideClickClose={!loading}
    >
      <DialogBody>{message}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText ?? t('widgets.confirm.cancel')} onClick={onCancel} disabled={loading} />
            <Button
              intent={intent}
              text={confirmText ?? t('widgets.confirm.ok')}
              onClick={onConfirm}
              loading={loading}
            />
          </>
        }
      />
    </Dialog>
  );
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/**
 * `const [confirm, confirmDialog] = useConfirm();` render `confirmDialog` once, then
 * `if (await confirm({ message })) ...`. Cancel, Escape, a newer question and unmounting all
 * answer false.
 */
export function useConfirm(): [Confirm, ReactElement] {
  const [question, setQuestion] = useState<{ options: ConfirmOptions; open: boolean }>();
  const pending = useRef<(answer: boolean) => void>(undefined);

  const answer = useCallback((value: boolean) => {
    pending.current?.(value);
    pending.current = undefined;
    // Keep the texts while the dialog fades out.
    setQuestion((q) => (q ? { ...q, open: false } : q));
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    pending.current?.(false);
    setQuestion({ options, open: true });
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  useEffect(
    () => () => {
      pending.current?.(false);
      pending.current = undefined;
    },
    [],
  );

  const dialog = (
    <ConfirmDialog
      {...(question?.options ?? { message: '' })}
      isOpen={question?.open ?? false}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [confirm, dialog];
}
