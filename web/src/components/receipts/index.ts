/** Money in, shared by the contract, order and finance screens: the "record a receipt" dialog and the contract's figures. */
export { RecordReceiptDialog, type RecordReceiptDialogProps } from './record-receipt-dialog';
export { recordReceipt, useRecordReceipt, type ReceiptForm } from './record-receipt';
export { useContractMoney } from './contract-money';
export { MoneyFigures } from './money-figures';
