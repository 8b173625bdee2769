import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  Intent,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  type CustomerView,
  PRINTING_TYPES,
  type PrintingType,
  type QuotationRow,
  formatMoney,
  sumOf,
} from '@packflow/contracts';
import { CustomerSelect } from '../../../components/customer-select/customer-select';
import { useConfirm } from '../../../components/ui/confirm';
import { Field } from '../../../components/ui/field';
import { toastError, toastSuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api';
import { useChosenQuotations, useCustomerQuotations, useMakeContract } from '../api/make-contract';

/** What a quotation line says in the picker: number, product quantity, amount and terms. */
function QuotationLabel({ row }: { row: QuotationRow }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{row.number}</strong> · {t(`contracts.printingTypes.${row.quotation_type}`)} · {row.quantity} ·{' '}
      {formatMoney(row.price_end, row.currency)} · {t(`contracts.paymentTerms.${row.paymentTerms}`)}
      {row.contractNumber && ` · ${t('contracts.make.underContract', { number: row.contractNumber })}`}
    </>
  );
}

export interface MakeContractDialogProps {
  /** Quotations chosen on the quotation list; none: the person picks a customer, then its quotations. */
  chosenIds: readonly string[];
  onClose: () => void;
  onMade: (contractId: string) => void;
}

/**
 * Making a contract: the approved quotations of one customer (chosen on the quotation list, or
 * picked here), the contract type (digital or gravure) and tax, then a confirmation. The server
 * decides (combination rules, a quotation taken meanwhile) and its refusal is shown as it says it.
 */
export function MakeContractDialog({ chosenIds, onClose, onMade }: MakeContractDialogProps) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const make = useMakeContract();
  const chosen = useChosenQuotations(chosenIds);
  const [customer, setCustomer] = useState<CustomerView | null>(null);
  const offered = useCustomerQuotations(chosenIds.length ? null : (customer?.id ?? null));
  const [picked, setPicked] = useState<string[]>([]);
  const rows: QuotationRow[] = useMemo(
    () => (chosenIds.length ? (chosen.data ?? []) : (offered.data ?? [])),
    [chosenIds.length, chosen.data, offered.data],
  );
  const selected = chosenIds.length ? rows : rows.filter((r) => picked.includes(r.id));
  const first = selected[0];
  const [type, setType] = useState<PrintingType>('digital');
  const [taxed, setTaxed] = useState(false);
  const [error, setError] = useState('');
  // Each line's "Sampling" switch: what the salesman set, else whether its price charged a proof fee.
  const [samplingSet, setSamplingSet] = useState<Record<string, boolean>>({});
  const sampling = (row: QuotationRow): boolean => samplingSet[row.id] ?? row.proofCharged ?? false;
  // The type and tax follow the first quotation chosen (the server refuses others).
  useEffect(() => {
    if (first) {
      setType(first.quotation_type);
      setTaxed(first.taxed);
    }
  }, [first?.id]);
  const currencies = new Set(selected.map((r) => r.currency));
  // The contract's total is its lines' amounts added up, as the server adds them.
  const total =
    first && currencies.size === 1
      ? formatMoney(sumOf(selected.map((r) => r.price_end)), first.currency)
      : t('contracts.make.mixed');
  const customerName = first?.customerName ?? customer?.name ?? '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const typeText = t(`contracts.printingTypes.${type}`);
    const taxText = t(taxed ? 'contracts.taxed.yes' : 'contracts.taxed.no');
    const question = t('contracts.make.confirm', {
      type: typeText,
      taxed: taxText,
      customer: customerName,
      count: selected.length,
      total,
    });
    if (!(await confirm({ message: question, confirmText: t('contracts.make.submit') }))) return;
    try {
      const { data, msg } = await make.mutateAsync({
        quotationIds: selected.map((r) => r.id),
        type,
        taxed,
        sampled: selected.filter(sampling).map((r) => r.id),
      });
      void toastSuccess(msg || t('common.operationSuccessful'));
      onMade(data.id);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      if (!(failure instanceof ApiError)) void toastError(message);
    }
  }

  const loading = chosenIds.length ? chosen.isLoading : offered.isLoading;
  return (
    <Dialog
      isOpen
      title={t('contracts.make.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      className="pf-contract-make"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogBody>
          {chosenIds.length === 0 && (
            <Field label={t('contracts.make.customer')} labelFor="contract-customer">
              <CustomerSelect
                value={customer}
                placeholder={t('contracts.make.chooseCustomer')}
                onChange={(row) => {
                  setCustomer(row);
                  setPicked([]);
                }}
              />
            </Field>
          )}
          {loading && (
            <div className="pf-contract-loading">
              <Spinner size={16} /> {t('contracts.make.loading')}
            </div>
          )}
          {(chosenIds.length > 0 || customer) && !loading && (
            <Field label={t('contracts.make.quotations')} labelFor="contract-quotations">
              <div className="pf-contract-pick" id="contract-quotations">
                {rows.length === 0 && <p>{t('contracts.make.noQuotations')}</p>}
                {chosenIds.length
                  ? rows.map((row) => (
                      <p key={row.id}>
                        <QuotationLabel row={row} />
                      </p>
                    ))
                  : rows.map((row) => (
                      <Checkbox
                        key={row.id}
                        checked={picked.includes(row.id)}
                        disabled={!row.actions.includes('contract')}
                        onChange={() =>
                          setPicked((old) =>
                            old.includes(row.id) ? old.filter((id) => id !== row.id) : [...old, row.id],
                          )
                        }
                      >
                        <QuotationLabel row={row} />
                      </Checkbox>
                    ))}
              </div>
            </Field>
          )}
          {selected.length > 0 && (
            <Field
              label={t('contracts.make.sampling')}
              labelFor="contract-sampling"
              hint={t('contracts.make.samplingHint')}
            >
              <div className="pf-contract-sampling" id="contract-sampling">
                {selected.map((row) => (
                  <Switch
                    key={row.id}
                    checked={sampling(row)}
                    label={t('contracts.make.samplingOf', { number: row.number })}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setSamplingSet((old) => ({ ...old, [row.id]: checked }));
                    }}
                  />
                ))}
              </div>
            </Field>
          )}
          <div className="pf-contract-options">
            <RadioGroup
              label={t('contracts.make.type')}
              inline
              selectedValue={type}
              onChange={(event) => setType(event.currentTarget.value as PrintingType)}
            >
              {PRINTING_TYPES.map((p) => (
                <Radio key={p} value={p} label={t(`contracts.printingTypes.${p}`)} />
              ))}
            </RadioGroup>
            <RadioGroup
              label={t('contracts.make.taxed')}
              inline
              selectedValue={taxed ? 'yes' : 'no'}
              onChange={(event) => setTaxed(event.currentTarget.value === 'yes')}
            >
              <Radio value="yes" label={t('contracts.taxed.yes')} />
              <Radio value="no" label={t('contracts.taxed.no')} />
            </RadioGroup>
          </div>
          {selected.length > 0 && <p>{t('contracts.make.chosen', { count: selected.length, total })}</p>}
          {error && (
            <p role="alert" className="bp6-text-intent-danger">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={make.isPending} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('contracts.make.submit')}
                loading={make.isPending}
                disabled={selected.length === 0}
              />
            </>
          }
        />
      </form>
      {confirmDialog}
    </Dialog>
  );
}
