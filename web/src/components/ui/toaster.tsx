import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, TickIcon } from '@blueprintjs/icons';

// One toaster for the whole console, created on first use (it mounts its own React root).
let toaster: Promise<Toaster> | undefined;
const getToaster = (): Promise<Toaster> => (toaster ??= OverlayToaster.create({ position: Position.TOP }));

/** Spec section 8: success shows the server msg (or 'operation successful'). */
export async function toastSuccess(message: string): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.SUCCESS, icon: <TickIcon /> });
}

/**
 * Spec section 8: a failed call shows the server msg, the status text or 'network request error';
 * the global error handler adds a title naming the error's type.
 */
export async function toastError(message: string, title?: string): Promise<void> {
  const content = title ? (
    <>
      <strong>{title}</strong>
      <div>{message}</div>
    </>
  ) : (
    message
  );
  (await getToaster()).show({ message: content, intent: Intent.DANGER, icon: <ErrorIcon />, timeout: 8000 });
}
