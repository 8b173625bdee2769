import { type FormEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { toastSuccess } from './toaster';

export interface FormDialogProps {
  title: string;
  /** The dialog's class (its width, touch sizes). */
  className?: string;
  /** Sending: the buttons wait, a click outside does not close. */
  busy: boolean;
  /** The server's refusal, above the fields (role alert). */
  formError?: string | undefined;
  /** The close button's text. */
  closeText: string;
  /** The submit button's text; without it the dialog only shows (no submit button). */
  submitText?: string | undefined;
  intent?: Intent;
  /** The submit button waits for the form (a required field still empty). */
  submitDisabled?: boolean;
  /** Whether a click outside closes it when not busy; default yes (a long form says no). */
  outsideClickCloses?: boolean;
  /** Large buttons (the workshop's tablets). */
  large?: boolean;
  /** Called on submit (the browser's own submit prevented), never while busy. */
  onSubmit: () => void;
  onClose: () => void;
  /** What stands above the refusal (a hint, what the dialog is about). */
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * A form in a dialog, as the consoles' dialogs share it: a header, the refusal kept in view, the
 * fields, and a footer with a close button and the submit button (a spinner while sending).
 */
export function FormDialog({
  title,
  className,
  busy,
  formError,
  closeText,
  submitText,
  intent = Intent.PRIMARY,
  submitDisabled,
  outsideClickCloses = true,
  large,
  onSubmit,
  onClose,
  header,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const formRef = useRef<HTMLFormElement>(null);
  const shownRefusal = useRef<Element | null>(null);
  // A refusal (this dialog's own or one the form shows in its header, role alert) is brought into
  // view and given the focus once per answer: the form may be scrolled to its submit button, and a
  // screen reader is taken to it. Sending again forgets it, so the same refusal again shows again.
  useLayoutEffect(() => {
    if (busy) {
      shownRefusal.current = null;
      return;
    }
    const alert = formRef.current?.querySelector<HTMLElement>('[role="alert"]') ?? null;
    if (alert && alert !== shownRefusal.current) {
      if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
      alert.scrollIntoView?.({ block: 'nearest' });
      alert.focus({ preventScroll: true });
    }
    shownRefusal.current = alert;
  });
  return (
    <Dialog
      isOpen
      title={title}
      onClose={onClose}
      canOutsideClickClose={outsideClickCloses && !busy}
      className={className}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <DialogBody>
          {header}
          {formError && (
            <p role="alert" className="bp6-text-intent-danger">
              {formError}
            </p>
          )}
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button large={large} text={closeText} onClick={onClose} disabled={busy} />
              {submitText && (
                <Button
                  large={large}
                  type="submit"
                  intent={intent}
                  text={submitText}
                  loading={busy}
                  disabled={submitDisabled}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** A refusal as the server words it: its message as `form`, its field messages by field. */
export function refusalOf(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? error.fields : {};
  const message = error instanceof Error ? error.message : String(error);
  return { ...fields, form: message };
}

/**
 * Sends a dialog's form: on success the server's message (or "Done") as a toast and `done`; on a
 * refusal, `refused` with its messages by field and above the form (refusalOf).
 */
export async function sendForm(
  send: () => Promise<{ msg?: string | undefined }>,
  t: TFunction,
  done: () => void,
  refused: (errors: Record<string, string>) => void,
): Promise<void> {
  try {
    const answer = await send();
    void toastSuccess(answer.msg || t('common.operationSuccessful'));
    done();
  } catch (error) {
    refused(refusalOf(error));
  }
}
