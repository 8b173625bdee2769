import './widgets.css';
import { useRef, type RefObject } from 'react';
import { Button, Card, Intent, Overlay2, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ProgressOverlayProps {
  isOpen: boolean;
  /** What is going on; default "Working, please wait…". */
  label?: string;
  /** Done so far, from 0 to 1; leave it out when unknown (the bar then moves without end). */
  value?: number;
  intent?: Intent;
  /**
   * Cover only the nearest positioned ancestor (give it `position: relative`) instead of the whole
   * window; the rest of the screen stays usable.
   */
  inline?: boolean;
  /** Shows a Cancel button. */
  onCancel?: () => void;
}

/** Blocks an area (or the window) during a long action, with a progress bar and what is going on. */
export function ProgressOverlay({
  isOpen,
  label,
  value,
  intent = Intent.PRIMARY,
  inline = false,
  onCancel,
}: ProgressOverlayProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const text = label ?? t('widgets.progress.working');
  const known = value !== undefined && Number.isFinite(value);
  const fraction = known ? Math.min(1, Math.max(0, value)) : undefined;
  return (
    <Overlay2
      isOpen={isOpen}
      usePortal={!inline}
      hasBackdrop
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      autoFocus={!inline}
      enforceFocus={!inline}
      className="pf-progress-overlay"
      // Blueprint's type predates React 19's nullable refs.
      childRef={panel as RefObject<HTMLElement>}
    >
      <div ref={panel} className="pf-progress-panel-wrap">
        <Card className="pf-progress-panel" elevation={3} role="status" aria-live="polite">
          <div className="pf-progress-label">
            <span>{text}</span>
            {fraction !== undefined ? (
              <span>{t('widgets.progress.percent', { percent: Math.round(fraction * 100) })}</span>
            ) : null}
          </div>
          <ProgressBar intent={intent} value={fraction} aria-label={text} />
          {onCancel ? (
            <div className="pf-progress-actions">
              <Button text={t('widgets.progress.cancel')} onClick={onCancel} />
            </div>
          ) : null}
        </Card>
      </div>
    </Overlay2>
  );
}
