/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, type SettingsHistoryEntry } from '@packflow/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { bodyOf, ratesHistory, refused, serveCatalog, settingsView, writes } from '../test-fixtures';
import { SettingsScreen } from './settings-screen';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

beforeEach(() => localStorage.clear());

describe('the calculator rates', () => {
  it('groups the rates, each with its unit, and sends only the changed ones', async () => {
    const calls = serveCatalog({ settings: { rates: settingsView('rates') } });
    renderWithProviders(<SettingsScreen name="rates" />);
    expect(await screen.findByRole('heading', { name: 'Calculator rates' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Printing' });
    for (const group of [
      'Material and waste',
      'Printing',
      'Lamination and bag making',
      'Finishing',
      'Margins and tax',
      'Limits',
    ])
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    const printing = screen.getByRole('region', { name: 'Printing' });
    expect(within(printing).getByLabelText('Plate (cylinder)')).toHaveValue('450');
    expect(within(printing).getByText('yuan/colour')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    type('Plate (cylinder)', '500');
    type('VAT', ' 9 ');
    type('Ink', '3.5');
    type('Ink', '3'); // back to what it was: not a change
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const put = writes(calls)[0];
    expect(`${put?.method} ${put?.path}`).toBe('PUT /api/settings/rates');
    expect(bodyOf(put)).toEqual({ platePerColour: '500', vatPct: '9' });
  });

  it('sends the revision it shows; refused because someone saved first, it shows their values and says so', async () => {
    const settings = { rates: settingsView('rates') };
    const calls = serveCatalog({
      settings,
      refuse: () => {
        settings.rates = {
          ...settingsView('rates', { ...DEFAULT_SETTINGS.rates, platePerColour: '480' }),
          version: 2,
          revision: 1,
        };
        return {
          status: 409,
          body: {
            code: 1009,
            data: null,
            msg: 'Changed since you opened it',
            extra: { error: 'RECORD.CHANGED' },
          },
        };
      },
    });
    renderWithProviders(<SettingsScreen name="rates" />);
    await screen.findByLabelText('VAT');
    type('VAT', '9');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Changed since you opened it')).toBeInTheDocument();
    expect(writes(calls)[0]?.headers['If-Match']).toBe('"0"');
    // The edit is dropped and the document read again: the form shows the new values.
    await waitFor(() => expect(input('Plate (cylinder)')).toHaveValue('480'));
    expect(input('VAT')).toHaveValue(DEFAULT_SETTINGS.rates.vatPct);
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's message under the field", async () => {
    serveCatalog({
      settings: { rates: settingsView('rates') },
      refuse: () => refused({ vatPct: 'Please enter a value between 0 and 100' }),
    });
    renderWithProviders(<SettingsScreen name="rates" />);
    await screen.findByLabelText('VAT');
    type('VAT', '130');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please enter a value between 0 and 100')).toBeInTheDocument();
    expect(input('VAT')).toHaveAttribute('aria-invalid', 'true');
    expect(input('VAT')).toHaveValue('130');
  });

  it('lists who changed which rate, from → to', async () => {
    serveCatalog({ settings: { rates: settingsView('rates') }, settingsHistory: ratesHistory });
    renderWithProviders(<SettingsScreen name="rates" />);
    const table = await screen.findByRole('table', { name: 'Calculator rates: change history' });
    expect(await within(table).findByText('Plate (cylinder): 450 → 500')).toBeInTheDocument();
    expect(within(table).getByText('Ada Admin')).toBeInTheDocument();
    // The defaults set at the first start: values without a "from", in the form's order.
    expect(within(table).getByText('Ink: 3; VAT: 13')).toBeInTheDocument();
  });
});

describe('the price adjustment ratio', () => {
  it('explains the range with the values as typed', async () => {
    serveCatalog({ settings: { quotation: settingsView('quotation') } });
    renderWithProviders(<SettingsScreen name="quotation" />);
    expect(
      await screen.findByText(/at 94% to 200% of the calculated price .* goes to the sales supervisor/),
    ).toBeInTheDocument();
    type('Lowest ratio without review', '90');
    expect(screen.getByText(/at 90% to 200% of the calculated price/)).toBeInTheDocument();
  });
});

describe('the golden-bean settings', () => {
  it('shows the fee and the threshold in beans', async () => {
    const calls = serveCatalog({ settings: { golden: settingsView('golden') } });
    renderWithProviders(<SettingsScreen name="golden" />, { locale: 'cn' });
    expect(
      await screen.findByText(
        /每生成一张报价从业务员的金豆余额中扣除 1 个金豆。余额低于 10 个金豆时不能生成报价/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('金豆/次')).toBeInTheDocument();
    type('报价最低余额', '20');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodyOf(writes(calls)[0])).toEqual({ threshold: '20' }));
  });
});

describe('the currency list', () => {
  it('edits a margin of one locale and sends the whole list as JSON text', async () => {
    const calls = serveCatalog({ settings: { currency: settingsView('currency') } });
    renderWithProviders(<SettingsScreen name="currency" />);
    const en = await screen.findByRole('region', { name: 'English customers (en)' });
    expect(within(en).getByLabelText('Currency value')).toHaveValue('0.14');
    expect(within(en).getByText('How much one yuan is in USD')).toBeInTheDocument();

    fireEvent.change(within(en).getByLabelText('Gravure margin, 30% in advance, English customers (en)'), {
      target: { value: '30' },
    });
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const sent = JSON.parse(
      bodyOf(writes(calls)[0]).entries ?? 'null',
    ) as typeof DEFAULT_SETTINGS.currency.entries;
    const expected = clone(DEFAULT_SETTINGS.currency.entries);
    expected[1]!.config.find((m) => m.name === 'advance30')!.gravure = '30';
    expect(sent).toEqual(expected);
  });

  it('shows a message for a margin under it', async () => {
    serveCatalog({
      settings: { currency: settingsView('currency') },
      refuse: () => refused({ 'entries.0.config.0.digital': 'Please enter a number' }),
    });
    renderWithProviders(<SettingsScreen name="currency" />);
    const margin = await screen.findByLabelText('Digital margin, Full payment, Chinese customers (cn)');
    fireEvent.change(margin, { target: { value: 'x' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please enter a number')).toBeInTheDocument();
    expect(margin).toHaveAttribute('aria-invalid', 'true');
  });

  it('names each changed value of the list in the history', async () => {
    const before = DEFAULT_SETTINGS.currency.entries;
    const after = clone(before);
    after[1]!.value = '0.15';
    after[1]!.config[0]!.digital = '31';
    const entry: SettingsHistoryEntry = {
      ...ratesHistory[0]!,
      changes: [{ field: 'entries', from: before, to: after }],
    };
    serveCatalog({ settings: { currency: settingsView('currency') }, settingsHistory: [entry] });
    renderWithProviders(<SettingsScreen name="currency" />);
    const table = await screen.findByRole('table', { name: 'Currency and margins: change history' });
    expect(
      await within(table).findByText('English customers (en) · Currency value: 0.14 → 0.15'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('English customers (en) · Full payment · Digital margin: 30 → 31'),
    ).toBeInTheDocument();
  });
});
