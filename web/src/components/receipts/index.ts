/** Money in, shared by the contract and order screens: the "record a receipt" dialog. */
export { RecordReceiptDialog, type RecordReceiptDialogProps } from './record-receipt-dialog';
export { recordReceipt, useRecordReceipt, type ReceiptForm } from './record-receipt';
