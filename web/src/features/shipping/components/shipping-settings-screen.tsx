import './shipping.css';
import { useState } from 'react';
import { Button, Callout, Card, Checkbox, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ShippingSettingsView } from '@packflow/contracts';
import { Field } from '../../../components/ui/field';
import { refusalOf } from '../../../components/ui/form-dialog';
import { toastSuccess } from '../../../components/ui/toaster';
import { Page } from '../../../components/ui/page';
import { useRegions } from '../../../lib/regions';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping';

/**
 * /Sysset/Shipping (Admin): the over-shipment tolerance (percent of the ordered quantity) and the
 * provinces counted as remote (no postage exemption), chosen from mainland China's provinces.
 */
export function ShippingSettingsScreen() {
  const { t } = useTranslation();
  const query = useShippingSettings();
  return (
    <Page title={t('shipping.titles.settings')}>
      {query.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {t('common.loadFailed', { message: query.error.message })}
        </Callout>
      )}
      {!query.data && !query.isError && <Spinner size={24} aria-label={t('shipping.settings.loading')} />}
      {query.data && <SettingsForm key={query.data.version} settings={query.data} />}
    </Page>
  );
}

function SettingsForm({ settings }: { settings: ShippingSettingsView }) {
  const { t } = useTranslation();
  const book = useRegions();
  const save = useSaveShippingSettings();
  const [tolerance, setTolerance] = useState(String(settings.tolerancePct));
  const [remote, setRemote] = useState<ReadonlySet<string>>(new Set(settings.remoteProvinces));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (code: string, on: boolean) =>
    setRemote((old) => {
      const next = new Set(old);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ tolerancePct: tolerance, remoteProvinces: [...remote].sort() });
      void toastSuccess(t('shipping.settings.saved'));
    } catch (error) {
      setErrors(refusalOf(error));
    }
  };
  return (
    <Card className="pf-ship-settings">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) void submit();
        }}
      >
        {errors.form && (
          <p role="alert" className="bp6-text-intent-danger">
            {errors.form}
          </p>
        )}
        <Field
          label={t('shipping.settings.tolerance')}
          labelFor="ship-tolerance"
          error={errors.tolerancePct}
          hint={t('shipping.settings.toleranceHint')}
        >
          <InputGroup
            id="ship-tolerance"
            inputMode="numeric"
            className="pf-ship-tolerance"
            value={tolerance}
            onValueChange={setTolerance}
          />
        </Field>
        <fieldset className="pf-ship-fieldset">
          <legend>{t('shipping.settings.remoteLegend', { count: remote.size })}</legend>
          <p className="bp6-text-muted">{t('shipping.settings.remoteHint')}</p>
          {errors.remoteProvinces && <p className="bp6-text-intent-danger">{errors.remoteProvinces}</p>}
          {!book ? (
            <Spinner size={20} />
          ) : (
            <div className="pf-ship-provinces" role="group" aria-label={t('shipping.settings.remote')}>
              {book.provinces.map((p) => (
                <Checkbox
                  key={p.code}
                  label={p.name}
                  checked={remote.has(p.code)}
                  onChange={(event) => toggle(p.code, event.currentTarget.checked)}
                />
              ))}
            </div>
          )}
        </fieldset>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon={<FloppyDiskIcon />}
          text={t('shipping.settings.save')}
          loading={save.isPending}
        />
      </form>
    </Card>
  );
}
