/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductionDetail } from '@packflow/contracts';
import { type ApiCall, type Reply, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewDialog } from './review-dialog';

const detail = (over: Partial<ProductionDetail> = {}): ProductionDetail =>
  ({
    orderId: 'o-1',
    number: 'HT20261124-AB12-1',
    customerName: 'Fresh Foods',
    printingType: 'gravure',
    make: 'bag',
    bagType: 'standUp',
    quantity: 20000,
    unit: 'piece',
    phase: 'review',
    reviewStatus: 'pending',
    artworkStatus: 'not_confirmed',
    rejectReason: null,
    currentStage: null,
    currentKind: null,
    stagesDone: 0,
    stageCount: 3,
    progress: 0,
    unscheduled: 3,
    signedAt: '2026-11-24T08:00:00.000Z',
    reviewedAt: null,
    actions: ['review'],
    revision: 3,
    artworkFiles: 'upload/2026/11/front.pdf',
    colours: ['cyan', 'magenta'],
    webWidthMm: 520,
    substrate: 'PET 12',
    snapshot: {
      quotation_type: 'gravure',
      make: 'bag',
      bagType: 'standUp',
      sizes: { width: 160, height: 240 },
      materialprintinginfo: { name: 'PET 12μ', english_name: 'PET 12 micron' },
      materialcompinfo: null,
      materialcomp2info: null,
      materialcomp3info: null,
      materialinnerinfo: { name: 'PE 80μ', english_name: 'PE 80 micron' },
      auxzipper_name: { name: '拉链', english_name: 'Zipper' },
      auxhandle_name: null,
      auxexhaust_name: null,
      auxsealingbar_name: null,
    },
    stages: [],
    total: {} as ProductionDetail['total'],
    timeline: [],
    ...over,
  }) as ProductionDetail;

const REFUSED: Record<string, string> = {
  en: 'This order has already been reviewed',
  cn: '该订单已审核',
};

function open(
  job: ProductionDetail,
  review: (call: ApiCall) => Reply = () => ok(null, { position: '9' }, 'Confirmed for production'),
  locale: 'en' | 'cn' = 'en',
) {
  const onClose = jest.fn();
  const calls = mockFetch((call) => {
    if (call.path === '/api/production/o-1' && call.method === 'GET') return ok(job);
    if (call.path === '/api/production/o-1/review') return review(call);
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  renderWithProviders(<ReviewDialog orderId="o-1" onClose={onClose} />, { locale });
  return { calls, onClose };
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('the production review dialog', () => {
  it("shows the order's specification for the factory and its artwork, never a price", async () => {
    open(detail());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('PET 12 micron / PE 80 micron')).toBeInTheDocument();
    expect(within(dialog).getByText('Zipper')).toBeInTheDocument();
    expect(within(dialog).getByText('Width 160, Height 240')).toBeInTheDocument();
    expect(within(dialog).getByText('20,000 /pc')).toBeInTheDocument();
    expect(within(dialog).getByText('Stand-up pouch')).toBeInTheDocument();
    expect(within(dialog).getByText('Artwork now: Not confirmed')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /front\.pdf/ })).toHaveAttribute(
      'href',
      '/api/file/upload/2026/11/front.pdf',
    );
    expect(dialog.textContent).not.toMatch(/¥|\$|price/i);
  });

  it('confirms with the inks and web width prefilled and edited, the artwork confirmed with it', async () => {
    const { calls, onClose } = open(detail());
    const inks = await screen.findByLabelText('Inks (one per line or comma separated)');
    expect(inks).toHaveValue('cyan, magenta');
    expect(screen.getByLabelText('Web width (mm)')).toHaveValue('520');
    fireEvent.change(inks, { target: { value: 'cyan, magenta\nblack' } });
    fireEvent.change(screen.getByLabelText('Web width (mm)'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm for production' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = posted(calls);
    expect(Object.fromEntries(sent!.body!)).toEqual({
      decision: 'confirm',
      artwork: 'confirmed',
      reason: '',
      colours: 'cyan,magenta,black',
      webWidthMm: '600',
    });
  });

  it('rejects only with a reason, the artwork rejected or confirmed as chosen', async () => {
    const { calls, onClose } = open(detail());
    fireEvent.click(await screen.findByRole('radio', { name: 'Reject' }));
    expect(screen.queryByLabelText('Inks (one per line or comma separated)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give the reason')).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Artwork confirmed' }));
    fireEvent.change(screen.getByLabelText('Reason'), {
      target: { value: 'Quantity does not match the PO' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.fromEntries(posted(calls)[0]!.body!)).toEqual({
      decision: 'reject',
      artwork: 'confirmed',
      reason: 'Quantity does not match the PO',
      colours: '',
      webWidthMm: '',
    });
  });

  it.each(['en', 'cn'] as const)(
    "shows the server's refusal in the reader's language (%s) and stays open",
    async (locale) => {
      const { calls, onClose } = open(
        detail(),
        (call) => ({
          status: 409,
          body: { code: 1, data: null, msg: REFUSED[call.headers.Locale ?? 'en'], extra: {} },
        }),
        locale,
      );
      const confirm = locale === 'en' ? 'Confirm for production' : '确认生产';
      fireEvent.click(await screen.findByRole('button', { name: confirm }));
      // The dialog's own alert: earlier tests' toasts may still stand in the toaster.
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        REFUSED[locale]!,
      );
      expect(posted(calls)[0]!.headers.Locale).toBe(locale);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('only reads when the server offers no review (a confirmed order)', async () => {
    open(detail({ actions: [], reviewStatus: 'confirmed', artworkStatus: 'confirmed' }));
    expect(await screen.findByText('Artwork now: Confirmed')).toBeInTheDocument();
    expect(screen.getByText('As confirmed: inks cyan, magenta; web width 520 mm')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.not.arrayContaining(['Confirm for production', 'Reject']),
    );
  });
});
