import { useTranslation } from 'react-i18next';
import { CUSTOMER_READ_MODELS, type CustomerView } from '@packflow/contracts';
import { SearchableSelect } from '../ui/searchable-select';

export interface CustomerSelectProps {
  /** The chosen customer (the whole row, so its name shows without a call), or null. */
  value: CustomerView | null | undefined;
  onChange: (customer: CustomerView | null) => void;
  /** The button's id, for `<Field labelFor>`. */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  fill?: boolean;
  className?: string;
}

/** "Name · Enterprise" when the enterprise says more than the name. */
export const customerOptionLabel = (row: CustomerView): string =>
  row.enterprise && row.enterprise !== row.name ? `${row.name} · ${row.enterprise}` : row.name;

/**
 * One of the signed-in person's own customers (GET customer, searched by keyword, 20 a page,
 * more on scrolling), e.g. for the quotation wizard. Its options follow live changes to customers.
 */
export function CustomerSelect({ placeholder, ...props }: CustomerSelectProps) {
  const { t } = useTranslation();
  return (
    <SearchableSelect<CustomerView>
      {...props}
      path="customer"
      readModel={CUSTOMER_READ_MODELS.customers}
      itemKey={(row) => row.id}
      itemLabel={customerOptionLabel}
      itemDetail={(row) => row.code}
      placeholder={placeholder ?? t('widgets.customerSelect.placeholder')}
    />
  );
}
