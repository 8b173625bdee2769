/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  bodyOf,
  kraft,
  materialHistory,
  pet,
  refused,
  serveCatalog,
  standUp,
  writes,
} from '../test-fixtures';
import { CatalogScreen } from './catalog-screen';

const grid = () => screen.getByRole('region', { name: 'Printing material settings' });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

beforeEach(() => localStorage.clear());

describe('a material catalogue', () => {
  it('lists the materials with units and printing types, the retired one greyed with Restore', async () => {
    serveCatalog({ catalog: { materialprinting: [pet, kraft] } });
    renderWithProviders(<CatalogScreen kind="materialprinting" />);

    expect(await within(grid()).findByText('Gloss PET')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Printing material settings' })).toBeInTheDocument();
    expect(within(grid()).getAllByText('Thickness (µm)')[0]).toBeInTheDocument();
    expect(within(grid()).getAllByText('Price per kg (yuan/kg)')[0]).toBeInTheDocument();
    expect(within(grid()).getByText('12.5')).toBeInTheDocument();
    expect(within(grid()).getByText('Digital, Gravure')).toBeInTheDocument();
    expect(within(grid()).getByText('Retired')).toBeInTheDocument();
    expect(within(grid()).getByText('Retired').closest('.bp6-text-disabled')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Restore Kraft paper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retire Gloss PET' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show retired (1)' }));
    await waitFor(() => expect(within(grid()).queryByText('Kraft paper')).not.toBeInTheDocument());
    expect(within(grid()).getByText('Gloss PET')).toBeInTheDocument();
  });

  it('adds a material with every field, and shows the server message under its field', async () => {
    const calls = serveCatalog({
      catalog: { materialprinting: [pet] },
      refuse: (call) =>
        call.body?.get('thickness') === '0'
          ? refused({ thickness: 'Please enter a value between 1 and 500' })
          : undefined,
    });
    renderWithProviders(<CatalogScreen kind="materialprinting" />);
    await within(grid()).findByText('Gloss PET');
    fireEvent.click(screen.getByRole('button', { name: 'New printing material' }));
    expect(await screen.findByRole('heading', { name: 'New printing material' })).toBeInTheDocument();

    type('Name (Chinese)', ' 哑膜BOPP ');
    type('English name', 'Matte BOPP');
    type('Thickness', '0');
    type('Density', '0.91');
    type('Price per kg', '11.2');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Gravure' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'In stock' }));
    save();

    expect(await within(dialog()).findByText('Please enter a value between 1 and 500')).toBeInTheDocument();
    expect(field('Thickness')).toHaveAttribute('aria-invalid', 'true');
    const post = writes(calls)[0];
    expect(`${post?.method} ${post?.path}`).toBe('POST /api/catalog/materialprinting');
    expect(bodyOf(post)).toEqual({
      name: '哑膜BOPP',
      englishName: 'Matte BOPP',
      thickness: '0',
      density: '0.91',
      pricePerKg: '11.2',
      printingTypes: 'gravure',
      inStock: 'true',
      virtual: 'false',
      aluminised: 'false',
      active: 'true',
    });

    type('Thickness', '20');
    expect(within(dialog()).queryByText('Please enter a value between 1 and 500')).not.toBeInTheDocument();
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes(calls)[1])).toMatchObject({ thickness: '20' });
  });

  it('edits a material, sending only what changed', async () => {
    const calls = serveCatalog({ catalog: { materialprinting: [pet] } });
    renderWithProviders(<CatalogScreen kind="materialprinting" />);
    await within(grid()).findByText('Gloss PET');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gloss PET' }));
    expect(await screen.findByRole('heading', { name: 'Edit printing material' })).toBeInTheDocument();
    expect(field('Price per kg').value).toBe('12.5');
    expect(within(dialog()).getByRole('checkbox', { name: 'Digital' })).toBeChecked();

    type('Price per kg', '13 ');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Digital' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Aluminised' }));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = writes(calls)[0];
    expect(`${put?.method} ${put?.path}`).toBe('PUT /api/catalog/materialprinting/m-pet');
    expect(bodyOf(put)).toEqual({ pricePerKg: '13', printingTypes: 'gravure', aluminised: 'true' });
  });

  it('sends the version it opened; refused because the item changed since, it closes and lists the item as it is now', async () => {
    const items = [pet];
    const calls = serveCatalog({
      catalog: { materialprinting: items },
      refuse: () => {
        // Someone else changed the price meanwhile.
        items[0] = { ...pet, pricePerKg: '14.75', version: pet.version + 1 };
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
    renderWithProviders(<CatalogScreen kind="materialprinting" />);
    await within(grid()).findByText('Gloss PET');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gloss PET' }));
    await screen.findByRole('heading', { name: 'Edit printing material' });
    type('Price per kg', '13');
    save();

    expect(await screen.findByText('Changed since you opened it')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)[0]?.headers['If-Match']).toBe(`"${pet.version}"`);
    expect(await within(grid()).findByText('14.75')).toBeInTheDocument();
  });

  it('retires only after confirming, and restores at once', async () => {
    const calls = serveCatalog({ catalog: { materialprinting: [pet, kraft] } });
    renderWithProviders(<CatalogScreen kind="materialprinting" />);
    await within(grid()).findByText('Gloss PET');

    fireEvent.click(screen.getByRole('button', { name: 'Retire Gloss PET' }));
    expect(await screen.findByText(/Retire Gloss PET\? It can no longer be chosen/)).toBeVisible();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Retire Gloss PET' }));
    await waitFor(() => expect(screen.getByText(/Retire Gloss PET\?/)).toBeVisible());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe(
      'PUT /api/catalog/materialprinting/m-pet',
    );
    expect(bodyOf(writes(calls)[0])).toEqual({ active: 'false' });

    fireEvent.click(screen.getByRole('button', { name: 'Restore Kraft paper' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.path).toBe('/api/catalog/materialprinting/m-kraft');
    expect(bodyOf(writes(calls)[1])).toEqual({ active: 'true' });
  });

  it('shows the history: item, who, and each field from → to in words', async () => {
    serveCatalog({ catalog: { materialprinting: [pet, kraft] }, catalogHistory: materialHistory });
    renderWithProviders(<CatalogScreen kind="materialprinting" />);
    const table = await screen.findByRole('table', { name: 'Printing material settings: change history' });
    expect(await within(table).findByText('Price per kg: 12 → 12.5')).toBeInTheDocument();
    expect(within(table).getByText('Printing types: Gravure → Digital, Gravure')).toBeInTheDocument();
    // Added: the values in the form's order, on one line, without the "in use" every new item starts with.
    expect(within(table).getByText('Name (Chinese): 牛皮纸; English name: Kraft paper')).toBeInTheDocument();
    expect(within(table).getByText('Added')).toBeInTheDocument();
    expect(within(table).getByText('Status: In use → Retired')).toBeInTheDocument();
    expect(within(table).getByText('Gloss PET')).toBeInTheDocument();
    expect(within(table).getAllByText('Administrator')).toHaveLength(2);
    expect(within(table).getByText('System')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serveCatalog({ catalog: { materialprinting: [pet] }, catalogHistory: materialHistory });
    renderWithProviders(<CatalogScreen kind="materialprinting" />, { locale: 'cn' });
    const table = await screen.findByRole('region', { name: '印刷材料设置' });
    expect(await within(table).findByText('光膜PET')).toBeInTheDocument();
    expect(within(table).getByText('数码、凹版')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增印刷材料' })).toBeInTheDocument();
    expect(await screen.findByText('每公斤价格：12 → 12.5')).toBeInTheDocument();
  });
});

describe('the bag types', () => {
  it('has no Add button (the set is fixed) but edits the bounds', async () => {
    const calls = serveCatalog({ catalog: { bagtype: [standUp] } });
    renderWithProviders(<CatalogScreen kind="bagtype" />);
    const table = await screen.findByRole('region', { name: 'Bag types' });
    expect(await within(table).findByText('Stand-up pouch')).toBeInTheDocument();
    expect(within(table).getAllByText('Width × height (mm)')[0]).toBeInTheDocument();
    expect(within(table).getByText('40–300 × 40–300')).toBeInTheDocument();
    expect(within(table).getByText('20–120 / —')).toBeInTheDocument(); // no side gusset
    expect(screen.queryByRole('checkbox', { name: /Show retired/ })).not.toBeInTheDocument();
    expect(within(table).getByText('Digital, Gravure')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Stand-up pouch' }));
    await screen.findByRole('heading', { name: 'Edit bag type' });
    type('Width up to', '280');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Digital printing' }));
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.path).toBe('/api/catalog/bagtype/standUp');
    expect(bodyOf(writes(calls)[0])).toEqual({ widthMax: '280', digital: 'false' });
  });
});
