import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, TickIcon } from '@blueprintjs/icons';

// One toaster for the whole console, created on first use (it mounts its own React root). Its
// notices appear below the top bar and the tag bar (app.css), never over the breadcrumb.
let toaster: Promise<Toaster> | undefined;
const getToaster = (): Promise<Toaster> =>
  (toaster ??= OverlayToaster.create({ position: Position.TOP, className: 'pf-toaster' }));

/** The error notices on screen, by key: a later success or another screen makes them stale. */
const errorKeys = new Set<string>();

/** Spec section 8: success shows the server msg (or 'operation successful'). It clears stale errors. */
export async function toastSuccess(message: string): Promise<void> {
  const shown = await getToaster();
  dismissErrors(shown);
  shown.show({ message, intent: Intent.SUCCESS, icon: <TickIcon /> });
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
  const key = (await getToaster()).show({
    message: content,
    intent: Intent.DANGER,
    icon: <ErrorIcon />,
    timeout: 8000,
    onDismiss: () => errorKeys.delete(key),
  });
  errorKeys.add(key);
}

/** Takes the error notices off the screen, e.g. when the person moves to another screen. */
export async function dismissErrorToasts(): Promise<void> {
  if (errorKeys.size === 0 || toaster === undefined) return;
  dismissErrors(await toaster);
}

function dismissErrors(shown: Toaster): void {
  for (const key of [...errorKeys]) {
    errorKeys.delete(key);
    shown.dismiss(key);
  }
}
