import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';

export interface DateRange {
  from: string;
  to: string;
}

/** One end of a list's date filter; each end keeps the other in order (from <= to). */
export function DateBoundInput({
  bound,
  range,
  label,
  onChange,
}: {
  bound: keyof DateRange;
  range: DateRange;
  label: string;
  onChange: (range: DateRange) => void;
}) {
  return (
    <InputGroup
      type="date"
      aria-label={label}
      title={label}
      value={range[bound]}
      max={bound === 'from' && range.to ? range.to : undefined}
      min={bound === 'to' && range.from ? range.from : undefined}
      onValueChange={(value) => onChange({ ...range, [bound]: value })}
    />
  );
}

/** A list's keyword box (the typed text; the list searches it once typing pauses). */
export function KeywordInput({
  label,
  search,
}: {
  label: string;
  search: { input: string; setInput: (value: string) => void };
}) {
  return (
    <InputGroup
      type="search"
      leftIcon={<SearchIcon />}
      placeholder={label}
      aria-label={label}
      value={search.input}
      onValueChange={search.setInput}
    />
  );
}
