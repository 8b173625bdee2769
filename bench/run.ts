import { benchBillsClose } from './bills-close.bench';
import { benchBoardUpdate } from './board-update.bench';
import { benchConsole } from './console.bench';
import { benchContractCreate } from './contract-create.bench';
import { benchCustomerClaims } from './customers-claim.bench';
import { benchCustomerList } from './customers.bench';
import { benchEventStore } from './eventstore.bench';
import { benchExportXlsx } from './export-xlsx.bench';
import { benchFilesUpload } from './files-upload.bench';
import { benchFinanceReceipt } from './finance-receipt.bench';
import { benchLoad } from './load.bench';
import { benchNotificationsFanout } from './notifications-fanout.bench';
import { benchOrderSign } from './order-sign.bench';
import { benchOrderList } from './orders.bench';
import { benchPricing } from './pricing.bench';
import { benchProductionList } from './production-list.bench';
import { benchQuotationGenerate } from './quotation-generate.bench';
import { benchQuotationPreview } from './quotation-preview.bench';
import { benchReceivablesAgeing } from './receivables-ageing.bench';
import { benchProjectionLag } from './projection-lag.bench';
import { benchScheduleSuggest } from './schedule-suggest.bench';
import { benchShipmentShip } from './shipment-ship.bench';
import { benchStatisticsQuery } from './statistics-query.bench';
import { progress } from './support';

/** `npm run bench [-- prefix]`: one JSON line per figure on stdout (see the architecture's Benchmarks section). */
async function main(): Promise<void> {
  const prefix = process.argv[2] ?? '';
  const wanted = (name: string) => name.startsWith(prefix) || (prefix !== '' && prefix.startsWith(name));
  const storeFigures = [
    'eventstore.append',
    'eventstore.append_batch',
    'eventstore.read_all',
    'projection.rebuild',
  ];
  if (storeFigures.some(wanted)) await benchEventStore(wanted);
  if (wanted('projection.lag')) await benchProjectionLag();
  if (wanted('customers.claim')) await benchCustomerClaims();
  if (wanted('customers.list')) await benchCustomerList();
  if (wanted('pricing.calculate')) benchPricing();
  if (wanted('schedule.suggest')) benchScheduleSuggest();
  if (wanted('files.upload')) await benchFilesUpload();
  if (wanted('notifications.fanout')) await benchNotificationsFanout();
  if (wanted('orders.list')) await benchOrderList();
  if (wanted('order.sign')) await benchOrderSign();
  if (wanted('shipment.ship')) await benchShipmentShip();
  if (wanted('production.list')) await benchProductionList();
  if (wanted('board.update')) await benchBoardUpdate();
  if (wanted('quotation.preview')) await benchQuotationPreview();
  if (wanted('contract.create')) await benchContractCreate();
  if (['finance.receipt', 'finance.receipt_confirm'].some(wanted)) await benchFinanceReceipt();
  if (['quotation.generate', 'process.generate'].some(wanted)) await benchQuotationGenerate(wanted);
  if (wanted('bills.close')) await benchBillsClose();
  if (wanted('receivables.ageing')) await benchReceivablesAgeing();
  if (wanted('export.xlsx')) await benchExportXlsx();
  if (wanted('statistics.query')) await benchStatisticsQuery();
  if (['console.bundle', 'console.first_page_ms'].some(wanted)) await benchConsole(wanted);
  // Ten minutes of held load: only when asked for by name (`npm run bench -- load`).
  if (prefix !== '' && ['load.mixed', 'load.memory_growth'].some(wanted)) await benchLoad();
  else if (prefix === '') progress('load.mixed and load.memory_growth left out: run `npm run bench -- load`');
}

main().catch((error: unknown) => {
  progress(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
