import { Button, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { PlusIcon, SearchIcon } from '@blueprintjs/icons';

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

/** Both ends of a list's date filter, labelled `labels.from` and `labels.to`. */
export function DateRangeFilter({
  range,
  labels,
  onChange,
}: {
  range: DateRange;
  labels: Record<keyof DateRange, string>;
  onChange: (range: DateRange) => void;
}) {
  return (
    <>
      <DateBoundInput bound="from" range={range} label={labels.from} onChange={onChange} />
      <DateBoundInput bound="to" range={range} label={labels.to} onChange={onChange} />
    </>
  );
}

/** A list's choice filter: '' (all, labelled `allLabel`) or one of `choices`. */
export function ChoiceFilter<Value extends string>({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | '';
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
}) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value}
      options={[{ value: '', label: allLabel }, ...choices]}
      onChange={(event) => onChange(event.currentTarget.value as Value | '')}
    />
  );
}

/** A list toolbar's button that starts a new row (a dialog or a screen). */
export function NewButton({ text, onClick }: { text: string; onClick: () => void }) {
  return <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text={text} onClick={onClick} />;
}
