import type { BillView } from '@packflow/contracts';
import type { Response } from 'express';
import { BILL_WORDS, TOTALS_ORDER } from './bill-words';
import { streamWorkbook } from './excel';

/**
 * A bill as an Excel file in the customer's language: a head (customer, month, currency,
 * salesman, status, chain head once sealed), every line with its kind, order, contract and
 * amount, then the totals; money cells are numbers shown with 2 decimals.
 */
export async function streamBillWorkbook(res: Response, bill: BillView): Promise<void> {
  const x = BILL_WORDS[bill.language === 'en' ? 'en' : 'cn'];
  await streamWorkbook(res, `${x.title}-${bill.customerName}-${bill.month}.xlsx`, [
    {
      name: x.sheet,
      columns: [
        { header: x.date, key: 'date', width: 14 },
        { header: x.kind, key: 'kind', width: 16 },
        { header: x.order, key: 'order', width: 20 },
        { header: x.contract, key: 'contract', width: 20 },
        { header: x.quantity, key: 'quantity', width: 12 },
        { header: x.amount, key: 'amount', money: true },
        { header: x.note, key: 'note', width: 40 },
      ],
      write(sheet) {
        for (const line of bill.lines)
          sheet.add({
            date: line.date,
            kind: x.kinds[line.kind],
            order: line.orderNumber ?? '',
            contract: line.contractNumber ?? '',
            quantity: line.quantity,
            amount: line.amount,
            note: [line.priorPeriod ? `[${x.prior}]` : '', line.note].filter(Boolean).join(' '),
          });
        sheet.add({});
        for (const key of TOTALS_ORDER)
          sheet.add(
            key === 'signedOrders'
              ? { kind: x.totalNames[key], quantity: bill.totals.signedOrders }
              : { kind: x.totalNames[key], amount: bill.totals[key] },
            { bold: key === 'closingBalance' },
          );
        sheet.add({});
        sheet.add({ date: x.customer, kind: bill.customerName });
        sheet.add({ date: x.month, kind: bill.month });
        sheet.add({ date: x.currency, kind: bill.currency });
        sheet.add({ date: x.owner, kind: bill.ownerName });
        sheet.add({ date: x.status, kind: x.statuses[bill.status] });
        if (bill.sealed) sheet.add({ date: x.chainHead, kind: bill.sealed.chainHead });
      },
    },
  ]);
}
