import { type ReactNode, useCallback, useState } from 'react';
import type { CustomerView } from '@packflow/contracts';
import { CustomerSelect } from './customer-select/customer-select';
import { type DateRange, DateRangeFilter, KeywordInput } from './ui/list-filters';

/** A record list's filters of customer and dates; any change takes the list back to its first page. */
export interface RecordFilters {
  customer: CustomerView | null;
  range: DateRange;
  setCustomer: (customer: CustomerView | null) => void;
  setRange: (range: DateRange) => void;
  /** `set` (the list's own filter), then back to the first page. */
  refilter: <Value>(set: (value: Value) => void) => (value: Value) => void;
}

/** The filters of a record list (quotations, contracts, orders) besides its keyword and own choices. */
export function useRecordFilters(
  firstPage: () => void,
  initialRange: DateRange | (() => DateRange) = { from: '', to: '' },
): RecordFilters {
  const [customer, setCustomer] = useState<CustomerView | null>(null);
  const [range, setRange] = useState(initialRange);
  const refilter = useCallback(
    <Value,>(set: (value: Value) => void) =>
      (value: Value) => {
        set(value);
        firstPage();
      },
    [firstPage],
  );
  return { customer, range, setCustomer: refilter(setCustomer), setRange: refilter(setRange), refilter };
}

/**
 * A record list's filter toolbar: the keyword box, the list's own choice filters (`children`), the
 * customer and the dates.
 */
export function RecordFilterBar({
  labels,
  search,
  filters,
  children,
}: {
  labels: { search: string; customer: string } & Record<keyof DateRange, string>;
  search: { input: string; setInput: (value: string) => void };
  filters: RecordFilters;
  children?: ReactNode;
}) {
  return (
    <>
      <KeywordInput label={labels.search} search={search} />
      {children}
      <CustomerSelect
        value={filters.customer}
        clearable
        placeholder={labels.customer}
        onChange={filters.setCustomer}
      />
      <DateRangeFilter range={filters.range} labels={labels} onChange={filters.setRange} />
    </>
  );
}
