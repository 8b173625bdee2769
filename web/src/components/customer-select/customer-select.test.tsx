/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '../../testing/table-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { customer } from '../../testing/customer';
import { CustomerSelect } from './customer-select';

const rows = [customer(), customer({ id: 'c-5', code: 'Q0005', name: 'Acme', enterprise: 'Acme' })];

describe('CustomerSelect', () => {
  it("searches the person's own customers (GET customer) and hands back the chosen row", async () => {
    const calls = mockFetch((call) =>
      ok(
        rows.filter((r) => r.name.includes(call.query.get('keyword') ?? '')),
        { pageInfo: { _page: 1, _size: 20, _count: 2, _pageSize: 1 } },
      ),
    );
    const onChange = jest.fn();
    renderWithProviders(<CustomerSelect value={null} onChange={onChange} />);
    expect(calls).toHaveLength(0); // nothing until opened

    fireEvent.click(screen.getByRole('button', { name: 'Choose a customer' }));
    expect(await screen.findByText('青岛食品 · 青岛食品有限公司')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument(); // the enterprise adds nothing here
    expect(calls[0]?.path).toBe('/api/customer');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ _page: '1', _size: '20' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Search…' }), { target: { value: 'Ac' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('Ac'));
    fireEvent.click(await screen.findByText('Acme'));
    expect(onChange).toHaveBeenCalledWith(rows[1]);
  });

  it('shows the chosen customer without a call', () => {
    const calls = mockFetch(() => ok([]));
    renderWithProviders(<CustomerSelect value={rows[0]} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '青岛食品 · 青岛食品有限公司' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
