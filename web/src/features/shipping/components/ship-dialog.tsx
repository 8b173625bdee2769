import { useState } from 'react';
import { Callout, Checkbox, HTMLSelect, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { POSTAGE_FREE_SERVICES, SHIPPING_SERVICES, type ShippingService } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { FormDialog, sendForm } from '../../../components/ui/form-dialog';
import { ApiError } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import {
  type ShipmentInput,
  type ShippingAddressChoice,
  type ShippingDetail,
  useShip,
} from '../api/shipping';
import { PackageFields, emptyPackage } from './package-fields';
import { clientId, quantityText } from './shipping-words';

const OTHER = 'other';

/** The addresses a shipment may go to: the API's list, else the customer's default. */
export function addressChoices(view: ShippingDetail): ShippingAddressChoice[] {
  if (view.addresses && view.addresses.length > 0) return view.addresses;
  if (!view.defaultAddress) return [];
  return [{ address: view.defaultAddress, regionCode: view.defaultRegionCode ?? null, remote: view.remote }];
}

/** Why postage may not be exempt here (empty: it may), in words. */
export function exemptionObstacles(
  view: Pick<ShippingDetail, 'discountAllows'>,
  remote: boolean,
  service: ShippingService,
): ('whyRemote' | 'whyService' | 'whyDiscount')[] {
  const why: ('whyRemote' | 'whyService' | 'whyDiscount')[] = [];
  if (remote) why.push('whyRemote');
  if (!POSTAGE_FREE_SERVICES.includes(service)) why.push('whyService');
  if (!view.discountAllows) why.push('whyDiscount');
  return why;
}

/** The readiness check's reasons a refusal carries (extra.reasons), one sentence each. */
const reasonsOf = (error: unknown): string[] => {
  const reasons = error instanceof ApiError ? error.extra.reasons : undefined;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
};

/**
 * The 'Ship' dialog: quantity (what may still go by default), waybill, company, service, freight,
 * weight, cartons and pallets, the address (the customer's, or another typed, which counts as
 * remote) and the postage, whose exemption is offered only where the rule allows and explained
 * where it does not. A refusal lists every reason the server gives.
 */
export function ShipDialog({ view, onClose }: { view: ShippingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const ship = useShip();
  const choices = addressChoices(view);
  const [shipmentId] = useState(clientId);
  const [form, setForm] = useState(() => ({
    quantity: String(view.readiness.figures.remaining || ''),
    waybill: '',
    company: '',
    service: 'ordinaryExpress' as ShippingService,
    freight: '',
    weight: '',
    cartons: emptyPackage(),
    pallets: null as ShipmentInput['pallets'],
    addressChoice: choices.length > 0 ? '0' : OTHER,
    otherAddress: '',
    postageMode: 'charged' as 'charged' | 'exempt',
    postageAmount: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((old) => ({ ...old, ...patch }));
  const chosen = form.addressChoice === OTHER ? null : (choices[Number(form.addressChoice)] ?? null);
  const remote = chosen ? chosen.remote : true;
  const obstacles = exemptionObstacles(view, remote, form.service);
  const exemptAllowed = obstacles.length === 0;
  const mode = exemptAllowed ? form.postageMode : 'charged';

  const submit = () =>
    void sendForm(
      async () => {
        const answer = await ship.mutateAsync({
          orderId: view.orderId,
          form: {
            shipmentId,
            quantity: form.quantity,
            waybill: form.waybill,
            company: form.company,
            service: form.service,
            freight: form.freight,
            weight: form.weight,
            cartons: form.cartons,
            pallets: form.pallets,
            address: chosen ? chosen.address : form.otherAddress,
            regionCode: chosen ? chosen.regionCode : null,
            postage: { mode, amount: mode === 'exempt' ? '0' : form.postageAmount },
          },
        });
        // Say what happened: the shipment's number, its quantity and waybill (and a full order).
        const status = (answer.data as { status?: string } | undefined)?.status;
        return {
          msg: t(status === 'shipped' ? 'shipping.ship.recordedInFull' : 'shipping.ship.recorded', {
            n: view.shipments.length + 1,
            quantity: quantityText(Number(form.quantity), view.unit, t, locale),
            waybill: form.waybill.trim(),
          }),
        };
      },
      t,
      onClose,
      setErrors,
    );
  // A blocked shipment: every reason the readiness check names (the mutation keeps the refusal).
  const refusedReasons = ship.error ? reasonsOf(ship.error) : [];
  const e = (key: string) => errors[key];

  return (
    <FormDialog
      title={t('shipping.ship.title', { number: view.orderNumber })}
      className="pf-ship-dialog pf-ship-touch"
      busy={ship.isPending}
      // The reasons' list says it with its title; the message alone otherwise.
      formError={refusedReasons.length > 0 ? undefined : errors.form}
      closeText={t('shipping.ship.cancel')}
      submitText={t('shipping.ship.submit')}
      outsideClickCloses={false}
      onSubmit={submit}
      onClose={onClose}
      header={
        <>
          <p className="bp6-text-muted">
            {t('shipping.ship.remainingHint', {
              remaining: quantityText(view.readiness.figures.remaining, view.unit, t, locale),
            })}
          </p>
          {refusedReasons.length > 0 && (
            <Callout intent={Intent.DANGER} role="alert" className="pf-ship-refusal">
              <p>{t('shipping.ship.blocked')}</p>
              <ul>
                {refusedReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </Callout>
          )}
        </>
      }
    >
      <div className="pf-ship-grid">
        <Field label={t('shipping.ship.quantity')} labelFor="ship-quantity" error={e('quantity')}>
          <InputGroup
            id="ship-quantity"
            inputMode="numeric"
            value={form.quantity}
            onValueChange={(quantity) => set({ quantity })}
          />
        </Field>
        <Field label={t('shipping.ship.waybill')} labelFor="ship-waybill" error={e('waybill')}>
          <InputGroup id="ship-waybill" value={form.waybill} onValueChange={(waybill) => set({ waybill })} />
        </Field>
        <Field label={t('shipping.ship.company')} labelFor="ship-company" error={e('company')}>
          <InputGroup id="ship-company" value={form.company} onValueChange={(company) => set({ company })} />
        </Field>
        <Field label={t('shipping.ship.service')} labelFor="ship-service" error={e('service')}>
          <HTMLSelect
            id="ship-service"
            fill
            value={form.service}
            onChange={(event) => set({ service: event.currentTarget.value as ShippingService })}
            options={SHIPPING_SERVICES.map((value) => ({ value, label: t(`shipping.services.${value}`) }))}
          />
        </Field>
        <Field
          label={t('shipping.ship.freight')}
          labelFor="ship-freight"
          error={e('freight')}
          hint={t('shipping.ship.freightHint')}
        >
          <InputGroup
            id="ship-freight"
            inputMode="decimal"
            value={form.freight}
            onValueChange={(freight) => set({ freight })}
            onBlur={() => {
              const n = Number(form.freight);
              if (form.freight.trim() !== '' && Number.isFinite(n)) set({ freight: n.toFixed(2) });
            }}
          />
        </Field>
        <Field label={t('shipping.ship.weight')} labelFor="ship-weight" error={e('weight')}>
          <InputGroup
            id="ship-weight"
            inputMode="decimal"
            value={form.weight}
            onValueChange={(weight) => set({ weight })}
          />
        </Field>
      </div>
      <PackageFields
        id="ship-cartons"
        legend={t('shipping.ship.cartons')}
        value={form.cartons}
        errors={errors}
        errorKey="cartons"
        onChange={(cartons) => set({ cartons })}
      />
      <Checkbox
        label={t('shipping.ship.withPallets')}
        checked={form.pallets !== null}
        onChange={(event) => set({ pallets: event.currentTarget.checked ? emptyPackage() : null })}
      />
      {form.pallets && (
        <PackageFields
          id="ship-pallets"
          legend={t('shipping.ship.pallets')}
          value={form.pallets}
          errors={errors}
          errorKey="pallets"
          onChange={(pallets) => set({ pallets })}
        />
      )}
      <Field label={t('shipping.ship.addressChoice')} labelFor="ship-address" error={e('address')}>
        <HTMLSelect
          id="ship-address"
          fill
          value={form.addressChoice}
          onChange={(event) => set({ addressChoice: event.currentTarget.value })}
          options={[
            ...choices.map((c, i) => ({
              value: String(i),
              label: c.remote ? `${c.address} (${t('shipping.detail.remote')})` : c.address,
            })),
            { value: OTHER, label: t('shipping.ship.otherAddress') },
          ]}
        />
      </Field>
      {form.addressChoice === OTHER && (
        <Field
          label={t('shipping.ship.addressText')}
          labelFor="ship-address-text"
          hint={t('shipping.ship.regionUnknown')}
        >
          <InputGroup
            id="ship-address-text"
            value={form.otherAddress}
            onValueChange={(otherAddress) => set({ otherAddress })}
          />
        </Field>
      )}
      <PostageFields
        mode={mode}
        amount={form.postageAmount}
        exemptAllowed={exemptAllowed}
        obstacles={obstacles.map((why) => t(`shipping.ship.${why}`))}
        error={e('postage') ?? e('postage.amount') ?? e('postage.mode')}
        onMode={(postageMode) => set({ postageMode })}
        onAmount={(postageAmount) => set({ postageAmount })}
      />
    </FormDialog>
  );
}

function PostageFields({
  mode,
  amount,
  exemptAllowed,
  obstacles,
  error,
  onMode,
  onAmount,
}: {
  mode: 'charged' | 'exempt';
  amount: string;
  exemptAllowed: boolean;
  obstacles: string[];
  error: string | undefined;
  onMode: (mode: 'charged' | 'exempt') => void;
  onAmount: (amount: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="pf-ship-fieldset">
      <legend>{t('shipping.ship.postage')}</legend>
      <RadioGroup
        inline
        selectedValue={mode}
        onChange={(event) => onMode(event.currentTarget.value as 'charged' | 'exempt')}
      >
        <Radio value="charged" label={t('shipping.postageModes.charged')} />
        <Radio value="exempt" label={t('shipping.postageModes.exempt')} disabled={!exemptAllowed} />
      </RadioGroup>
      <p className="bp6-text-muted pf-ship-rule">
        {t('shipping.ship.exemptRule')}
        {!exemptAllowed && ` ${t('shipping.ship.exemptWhyNot', { why: obstacles.join('; ') })}`}
      </p>
      {mode === 'charged' && (
        <Field label={t('shipping.ship.postageAmount')} labelFor="ship-postage" error={error}>
          <InputGroup
            id="ship-postage"
            inputMode="decimal"
            value={amount}
            onValueChange={onAmount}
            onBlur={() => {
              const n = Number(amount);
              if (amount.trim() !== '' && Number.isFinite(n)) onAmount(n.toFixed(2));
            }}
          />
        </Field>
      )}
    </fieldset>
  );
}
