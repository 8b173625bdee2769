import { PassThrough } from 'node:stream';
import type { BillLine, BillView } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { pdfLines } from '../../../../test/support/pdf-text';
import { BillPdfs } from './bill-pdf';
import { streamBillWorkbook } from './bill-xlsx';

jest.mock('../sysset/sysset.queries', () => ({
  companyNames: async () => ({ companyNameCn: '青岛包装', companyNameEn: 'Qingdao Packaging' }),
}));

const line = (over: Partial<BillLine>): BillLine => ({
  lineId: 'l1',
  kind: 'signed',
  amount: '1234.50',
  date: '2026-10-03',
  priorPeriod: false,
  orderId: 'o1',
  orderNumber: 'DD-001',
  quantity: 2000,
  unit: 'piece',
  contractId: 'c1',
  contractNumber: 'HT-001',
  method: null,
  note: '',
  streamId: 'contract-money-c1',
  position: '100',
  ...over,
});

const HEAD = 'ab'.repeat(32);

const bill = (over: Partial<BillView> = {}): BillView => ({
  id: 'cust-1-202610',
  customerId: 'cust-1',
  customerName: 'Qingdao Tea',
  language: 'en',
  ownerId: 's1',
  ownerName: 'Li Lei',
  month: '2026-10',
  currency: 'USD',
  status: 'reconciled',
  lines: [
    line({}),
    line({ lineId: 'l2', kind: 'downPayment', amount: '300', orderNumber: null, note: '' }),
    line({ lineId: 'l3', kind: 'canceled', amount: '-100.00', priorPeriod: true }),
  ],
  totals: {
    signedOrders: 1,
    signingAmount: '1134.50',
    downPayments: '300.00',
    balances: '0.00',
    refunds: '0.00',
    collections: '300.00',
    adjustments: '0.00',
    openingBalance: '0.00',
    closingBalance: '834.50',
  },
  disputes: [],
  history: [],
  sentAt: null,
  sentPosition: null,
  sealed: { at: '2026-11-02T02:00:00.000Z', by: 's1', chainHead: HEAD },
  finishesEarly: false,
  actions: [],
  revision: 3,
  ...over,
});

/** A response that collects what is streamed to it. */
function fakeResponse() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const headers: Record<string, string> = {};
  const res = Object.assign(stream, {
    status: () => res,
    setHeader: (k: string, v: string) => {
      headers[k.toLowerCase()] = v;
    },
  });
  const done = new Promise<Buffer>((resolve) => stream.on('end', () => resolve(Buffer.concat(chunks))));
  return { res: res as unknown as Response, headers, done };
}

describe('a bill’s documents', () => {
  const pdfs = new BillPdfs({} as Infrastructure);

  it('prints the lines and totals with 2 decimals, in the customer’s language, and a sealed bill’s chain head', async () => {
    const { pdf, fileName } = await pdfs.render(bill());
    const text = (await pdfLines(pdf)).join('\n');
    expect(text).toContain('Statement of Account');
    expect(text).toContain('1,234.50');
    expect(text).toContain('300.00');
    expect(text).toContain('-100.00');
    expect(text).toContain('[Prior period]');
    expect(text).toContain('Closing balance 834.50');
    expect(text).toContain(HEAD);
    expect(fileName).toContain('attachment;');

    const cn = (await pdfLines((await pdfs.render(bill({ language: 'cn', sealed: null }))).pdf)).join('\n');
    expect(cn).toContain('对账单');
    expect(cn).toContain('期末应收 834.50');
    expect(cn).toContain('[往期]');
    expect(cn).not.toContain(HEAD);
  });

  it('writes the Excel file with money as numbers formatted to 2 decimals', async () => {
    const { res, headers, done } = fakeResponse();
    await streamBillWorkbook(res, bill());
    const bytes = await done;
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Kind',
      'Order',
      'Contract',
      'Quantity',
      'Amount',
      'Note',
    ]);
    expect([sheet.getRow(2).getCell(6).value, sheet.getRow(2).getCell(6).numFmt]).toEqual([
      1234.5,
      '#,##0.00',
    ]);
    expect([sheet.getRow(4).getCell(6).value, sheet.getRow(4).getCell(7).value]).toEqual([
      -100,
      '[Prior period]',
    ]);
    const closing: unknown[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'Closing balance')
        closing.push(row.getCell(6).value, row.getCell(6).numFmt);
    });
    expect(closing).toEqual([834.5, '#,##0.00']);
  });
});
