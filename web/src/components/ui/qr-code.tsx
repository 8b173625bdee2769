import './widgets.css';
import { useEffect, useRef, useState } from 'react';
import { toCanvas, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useTranslation } from 'react-i18next';

export interface QrCodeProps {
  /** The text the code holds (an address, an order number...). Nothing is drawn for ''. */
  value: string;
  /** Width and height in CSS pixels; default 160. */
  size?: number;
  /** Quiet zone around the code, in modules; default 1. */
  margin?: number;
  /** Error correction; default 'M'. */
  level?: QRCodeErrorCorrectionLevel;
  /** Accessible name of the image; default "QR code for {value}". */
  label?: string;
  /** Shows the value as text under the code. */
  showValue?: boolean;
  className?: string;
}

/** A QR code drawn on a canvas (qrcode's toCanvas). */
export function QrCode({
  value,
  size = 160,
  margin = 1,
  level = 'M',
  label,
  showValue,
  className,
}: QrCodeProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target || value === '') return;
    let current = true;
    setFailed(false);
    toCanvas(target, value, { width: size, margin, errorCorrectionLevel: level }).catch(() => {
      // Too long for a QR code, or no 2D canvas: say so instead of a blank square.
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [value, size, margin, level]);

  if (value === '') return null;
  return (
    <figure className={['pf-qr-code', className].filter(Boolean).join(' ')}>
      {/* The canvas stays (hidden) after a failure, so that another value can be drawn on it. */}
      <canvas
        ref={canvas}
        width={size}
        height={size}
        hidden={failed}
        role="img"
        aria-label={label ?? t('widgets.qr.label', { value })}
      />
      {failed ? <span role="alert">{t('widgets.qr.failed')}</span> : null}
      {showValue ? <figcaption>{value}</figcaption> : null}
    </figure>
  );
}
