import { i18n } from './i18n';

type ErrorKind = 'internal' | 'reference' | 'type' | 'range' | 'syntax' | 'eval' | 'uri' | 'unknown';

const KINDS: Record<string, ErrorKind> = {
  InternalError: 'internal', // Firefox's own, for too much recursion and the like
  ReferenceError: 'reference',
  TypeError: 'type',
  RangeError: 'range',
  SyntaxError: 'syntax',
  EvalError: 'eval',
  URIError: 'uri',
};

/** Spec section 8: the notice is titled by the error's type, 'unknown error' for anything else. */
export function errorKind(error: unknown): ErrorKind {
  return (error instanceof Error && KINDS[error.name]) || 'unknown';
}

/** Spec section 8: messages about reading 'role' are left out (a session ending mid-render). */
export function isIgnored(message: string): boolean {
  return /reading ['"]role['"]/.test(message);
}

export interface ErrorNotice {
  title: string;
  message: string;
}

/** What to show for an error nobody caught, or null when it is one to leave out. */
export function noticeFor(error: unknown): ErrorNotice | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (isIgnored(message)) return null;
  // A failed call already says what went wrong in the server's words; it needs no type title.
  if (error instanceof Error && error.name === 'ApiError') return { title: '', message };
  return { title: i18n.t(`app.errors.${errorKind(error)}`), message };
}

/**
 * The global error handler: uncaught errors and unhandled promise rejections become an error
 * notice. Answers the function that removes the handler.
 */
export function installGlobalErrorHandler(show: (notice: ErrorNotice) => void): () => void {
  const onError = (event: ErrorEvent) => {
    const notice = noticeFor(event.error ?? event.message);
    if (notice) show(notice);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const notice = noticeFor(event.reason);
    if (notice) show(notice);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
