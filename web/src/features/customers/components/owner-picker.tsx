import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_OWNER_ROLES, IDENTITY_READ_MODELS, type StaffView } from '@packflow/contracts';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { roleName } from '../../../lib/role-name';

/** Who may own a customer: a salesman or a trader. */
export type OwnerRole = (typeof CUSTOMER_OWNER_ROLES)[number];

export interface OwnerPickerProps {
  value: StaffView | null;
  onChange: (staff: StaffView | null) => void;
  /** The picker button's id, for a label. */
  id: string;
  /** Accessible name of the role choice. */
  roleLabel?: string;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
}

/**
 * A salesman or trader from the staff list (GET admin/operator?role=...), searched as typed: the
 * role first, then the person. The staff read model's name starts the options' key, so they
 * follow live changes.
 */
export function OwnerPicker({
  value,
  onChange,
  id,
  roleLabel,
  placeholder,
  clearable = false,
  disabled = false,
}: OwnerPickerProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<OwnerRole>(CUSTOMER_OWNER_ROLES[0]);
  return (
    <span className="pf-actions">
      <HTMLSelect
        aria-label={roleLabel ?? t('customers.reassign.role')}
        value={role}
        disabled={disabled}
        options={CUSTOMER_OWNER_ROLES.map((value) => ({ value, label: roleName(value) }))}
        onChange={(event) => {
          setRole(event.currentTarget.value as OwnerRole);
          onChange(null);
        }}
      />
      <SearchableSelect<StaffView>
        id={id}
        path="admin/operator"
        readModel={IDENTITY_READ_MODELS.accounts}
        params={{ role }}
        value={value}
        onChange={onChange}
        itemKey={(row) => row.id}
        itemLabel={(row) => row.nickname || row.username}
        itemDetail={(row) => row.phone ?? ''}
        placeholder={placeholder}
        clearable={clearable}
        disabled={disabled}
      />
    </span>
  );
}
