import { Callout, Dialog, DialogBody, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WageSheetRow } from '@packflow/contracts';
import { useWageSheet } from '../api/wages';
import { SheetActions } from './sheet-actions';
import { SheetFigures } from './sheet-figures';
import { STATUS_INTENT, sheetDetailPath, yuan } from './wages-words';

/**
 * A row's sheet in a dialog, as the server answers it now: its figures, adjustments and the
 * actions it offers (adjust, check, pay), so a list acts without opening the whole sheet.
 */
export function SheetQuickDialog({ row, onClose }: { row: WageSheetRow; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useWageSheet(row.id);
  const sheet = query.data;
  return (
    <Dialog
      isOpen
      title={t('wages.quick.title', { name: row.staffName, month: row.month })}
      onClose={onClose}
      className="pf-wage-dialog"
    >
      <DialogBody>
        {query.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {t('common.loadFailed', { message: query.error.message })}
          </Callout>
        )}
        {!sheet && !query.isError && <Spinner size={24} aria-label={t('wages.detail.loading')} />}
        {sheet && (
          <div className="pf-wages">
            <div className="pf-wage-head-line">
              <Tag large intent={STATUS_INTENT[sheet.status]}>
                {t(`wages.status.${sheet.status}`)}
              </Tag>
              <Link to={sheetDetailPath(sheet.id)}>{t('wages.quick.openDetail')}</Link>
            </div>
            <SheetFigures sheet={sheet} label={t('wages.titles.detail')} />
            {sheet.adjustmentList.length > 0 && (
              <ul className="pf-wage-adjustments">
                {sheet.adjustmentList.map((a) => (
                  <li key={a.adjustmentId}>
                    <strong>{yuan(a.amount)}</strong> {a.reason}
                  </li>
                ))}
              </ul>
            )}
            {sheet.actions.length === 0 && <p className="pf-wage-muted">{t('wages.quick.none')}</p>}
            <SheetActions sheet={sheet} label={t('wages.titles.detail')} />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
