/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { useKeyword } from '../lib/use-keyword';
import { renderWithProviders } from '../testing/render-with-providers';
import { ChoiceFilter } from './ui/list-filters';
import { RecordFilterBar, useRecordFilters } from './record-filters';

const LABELS = { search: 'Search', customer: 'Customer', from: 'From date', to: 'To date' };

/** A list's toolbar as the record lists use it; shows its filters and how often it went to page 1. */
function Toolbar({ firstPage }: { firstPage: () => void }) {
  const search = useKeyword(firstPage);
  const filters = useRecordFilters(firstPage, () => ({ from: '2026-03-01', to: '' }));
  const [kind, setKind] = useState<'a' | 'b' | ''>('');
  return (
    <>
      <RecordFilterBar labels={LABELS} search={search} filters={filters}>
        <ChoiceFilter<'a' | 'b'>
          label="Kind"
          allLabel="All kinds"
          value={kind}
          choices={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
          onChange={filters.refilter(setKind)}
        />
      </RecordFilterBar>
      <output>{JSON.stringify({ ...filters.range, kind })}</output>
    </>
  );
}

describe('RecordFilterBar', () => {
  it("shows the keyword, the list's own choices, the customer and the dates, each change back to page 1", () => {
    const firstPage = jest.fn();
    renderWithProviders(<Toolbar firstPage={firstPage} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer' })).toBeInTheDocument();
    // The range starts as the list asks (e.g. from the address); `to` may not precede `from`.
    expect(screen.getByLabelText('From date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To date')).toHaveAttribute('min', '2026-03-01');
    expect(firstPage).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'b' } });
    expect(firstPage).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-03-31' } });
    expect(firstPage).toHaveBeenCalledTimes(2);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      kind: 'b',
    });
  });
});
