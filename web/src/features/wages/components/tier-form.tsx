import { useState } from 'react';
import { Button, Card, FormGroup, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { CommissionTier, WageSettingsView } from '@packflow/contracts';
import { refusalOf } from '../../../components/ui/form-dialog';
import { toastSuccess } from '../../../components/ui/toaster';
import { useSaveSchedule } from '../api/wages';
import { PREVIEW_AMOUNTS, previewEarned, tiersValid } from './commission-preview';
import { yuan } from './wages-words';

/**
 * Admin's new schedule: bands (from, rate %), the dollar rate and the day it starts (tomorrow at
 * the earliest, as the server says), with what 50,000 / 150,000 / 400,000 yuan of a month's
 * collections would earn on it. Starts from the tiers in force.
 */
export function TierForm({ settings }: { settings: WageSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  const [tiers, setTiers] = useState<CommissionTier[]>(() =>
    settings.current.tiers.map((tier) => ({ ...tier })),
  );
  const [usdRate, setUsdRate] = useState(settings.current.usdRate);
  const [effectiveFrom, setEffectiveFrom] = useState(settings.earliestFrom);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valid = tiersValid(tiers);
  const change = (i: number, patch: Partial<CommissionTier>) =>
    setTiers((old) => old.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));

  const submit = async () => {
    if (!valid) return setErrors({ form: t('wages.settings.invalid') });
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        effectiveFrom,
        usdRate: usdRate.trim(),
        tiers: tiers.map((tier) => ({ from: tier.from.trim(), rate: tier.rate.trim() })),
        revision: settings.revision,
      });
      void toastSuccess(answer.msg || t('common.operationSuccessful'));
    } catch (error) {
      setErrors(refusalOf(error));
    }
  };

  return (
    <Card className="pf-wage-card">
      <h3>{t('wages.settings.newTitle')}</h3>
      <p className="pf-wage-muted">{t('wages.settings.newHint')}</p>
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
        <div className="pf-wage-bands">
          <div className="pf-wage-band pf-wage-band-head" aria-hidden>
            <span>{t('wages.settings.bandFrom')}</span>
            <span>{t('wages.settings.rate')}</span>
          </div>
          {tiers.map((tier, i) => (
            <div key={i} className="pf-wage-band">
              <InputGroup
                aria-label={t('wages.settings.from', { n: i + 1 })}
                placeholder={t('wages.settings.bandFrom')}
                inputMode="decimal"
                value={tier.from}
                onValueChange={(from) => change(i, { from })}
              />
              <InputGroup
                aria-label={t('wages.settings.rateOf', { n: i + 1 })}
                placeholder={t('wages.settings.rate')}
                inputMode="decimal"
                value={tier.rate}
                rightElement={<span className="pf-wage-unit">%</span>}
                onValueChange={(rate) => change(i, { rate })}
              />
              <Button
                variant="minimal"
                icon={<TrashIcon />}
                disabled={tiers.length === 1}
                aria-label={t('wages.settings.removeBand', { n: i + 1 })}
                title={t('wages.settings.removeBand', { n: i + 1 })}
                onClick={() => setTiers((old) => old.filter((_, j) => j !== i))}
              />
            </div>
          ))}
          <Button
            icon={<PlusIcon />}
            text={t('wages.settings.addBand')}
            disabled={tiers.length >= 10}
            onClick={() => setTiers((old) => [...old, { from: '', rate: '' }])}
          />
        </div>
        <div className="pf-wage-form-line">
          <FormGroup
            label={t('wages.settings.usdRateLabel')}
            labelFor="wage-usd-rate"
            helperText={errors.usdRate}
            intent={errors.usdRate ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup id="wage-usd-rate" inputMode="decimal" value={usdRate} onValueChange={setUsdRate} />
          </FormGroup>
          <FormGroup
            label={t('wages.settings.effectiveFrom')}
            labelFor="wage-effective-from"
            helperText={errors.effectiveFrom}
            intent={errors.effectiveFrom ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="wage-effective-from"
              type="date"
              min={settings.earliestFrom}
              value={effectiveFrom}
              onValueChange={setEffectiveFrom}
            />
          </FormGroup>
        </div>
        <h4>{t('wages.settings.preview')}</h4>
        <HTMLTable compact className="pf-wage-table pf-wage-preview" aria-label={t('wages.settings.preview')}>
          <thead>
            <tr>
              <th scope="col">{t('wages.settings.previewCollections')}</th>
              <th scope="col">{t('wages.settings.previewEarned')}</th>
            </tr>
          </thead>
          <tbody>
            {PREVIEW_AMOUNTS.map((amount) => (
              <tr key={amount}>
                <td className="pf-wage-num">{yuan(amount)}</td>
                <td className="pf-wage-num">{valid ? yuan(previewEarned(tiers, amount)) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={t('wages.settings.save')}
          loading={save.isPending}
        />
      </form>
    </Card>
  );
}
