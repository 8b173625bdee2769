/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../testing/render-with-providers';
import { ChangeLines, HistoryCard, type HistoryEntry, useHistoryPaging } from './history-card';

interface Entry extends HistoryEntry {
  item: string;
  lines: { field: string; from?: string; to: string }[];
}

const entries: Entry[] = [
  {
    position: '12',
    at: '2026-03-01T08:00:00.000Z',
    userName: '王经理',
    role: 'Admin',
    item: 'PET',
    lines: [{ field: 'Price', from: '12', to: '13' }],
  },
  {
    position: '11',
    at: '2026-02-01T08:00:00.000Z',
    userName: null,
    role: null,
    item: 'PE',
    lines: [
      { field: 'Name', to: 'PE' },
      { field: 'Price', to: '9' },
    ],
  },
];

function Card({ rows, showRole, subject }: { rows: Entry[]; showRole?: boolean; subject?: boolean }) {
  const paging = useHistoryPaging();
  const query = useQuery({
    queryKey: ['history', rows.length],
    queryFn: () => ({ entries: rows, count: rows.length }),
  });
  return (
    <HistoryCard
      texts="catalog.history"
      label="Materials: change history"
      query={query}
      paging={paging}
      showRole={showRole}
      subject={subject ? { title: 'Item', render: (e: Entry) => e.item } : undefined}
      describe={(e: Entry) => <ChangeLines texts="catalog.history" lines={e.lines} />}
    />
  );
}

describe('the change-history card', () => {
  it('shows who changed what and when, the role and the subject when asked, changes in words', async () => {
    renderWithProviders(<Card rows={entries} showRole subject />);
    const table = await screen.findByRole('table', { name: 'Materials: change history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Role', 'Item', 'Changes']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('王经理')).toBeInTheDocument();
    expect(within(first!).getByText('Administrator')).toBeInTheDocument();
    expect(within(first!).getByText('Price: 12 → 13')).toBeInTheDocument();
    // Values set when added, without a "from", run on in one line; nobody named is the system.
    expect(within(second!).getByText('System')).toBeInTheDocument();
    expect(within(second!).getByText('Name: PE; Price: 9')).toBeInTheDocument();
  });

  it('leaves out the role column unless asked, and says when there is nothing yet', async () => {
    renderWithProviders(<Card rows={[]} />);
    const table = await screen.findByRole('table', { name: 'Materials: change history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Changes']);
    expect(within(table).getByText('No changes yet')).toBeInTheDocument();
  });
});
