import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** What a user sees instead of a blank page when rendering fails. */
function CrashNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon={<ErrorIcon size={48} />}
      title={t('app.crash.title')}
      description={
        <>
          <p>{t('app.crash.description')}</p>
          {error instanceof Error && <code>{error.message}</code>}
        </>
      }
      action={
        <Button
          icon={<RefreshIcon />}
          text={t('app.crash.reload')}
          onClick={() => window.location.reload()}
        />
      }
    />
  );
}

/** Catches a render error below it and shows CrashNotice instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashNotice error={this.state.error} /> : this.props.children;
  }
}
