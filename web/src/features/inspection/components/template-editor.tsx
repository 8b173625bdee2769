import './inspection.css';
import { Button, HTMLSelect, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { CHECK_KINDS, type CheckKind, type TemplateCheck } from '@packflow/contracts';

/** A template's check as the editor holds it: the numbers as typed. */
export interface CheckRowDraft {
  key: string;
  cn: string;
  en: string;
  kind: CheckKind;
  norm: string;
  tolerance: string;
  unit: string;
}

const NUMBER = /^\d+(\.\d+)?$/;
const text = (n: number | null): string => (n === null ? '' : String(n));

export const rowOf = (check: TemplateCheck): CheckRowDraft => ({
  key: check.key,
  cn: check.name.cn,
  en: check.name.en,
  kind: check.kind,
  norm: text(check.norm),
  tolerance: text(check.tolerance),
  unit: check.unit ?? '',
});

/** A new check's key: its English name in camel case (letters and digits), unique in the template. */
export function keyFor(en: string, taken: ReadonlySet<string>): string {
  const words = en.match(/[A-Za-z0-9]+/g) ?? [];
  let base = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .slice(0, 32);
  if (!/^[A-Za-z]/.test(base)) base = `check${base}`.slice(0, 32);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}

/** The checks as the API takes them; new checks (no key yet) get one from their English name. */
export function checksOf(rows: readonly CheckRowDraft[]): TemplateCheck[] {
  const taken = new Set(rows.map((r) => r.key).filter(Boolean));
  return rows.map((row) => {
    let key = row.key;
    if (!key) {
      key = keyFor(row.en, taken);
      taken.add(key);
    }
    const measured = row.kind === 'measured';
    return {
      key,
      name: { cn: row.cn.trim(), en: row.en.trim() },
      kind: row.kind,
      norm: measured ? Number(row.norm.trim()) : null,
      tolerance: measured ? Number(row.tolerance.trim()) : null,
      unit: measured ? row.unit.trim() || null : null,
    };
  });
}

/** What is wrong with each row (by `<index>.<field>`), as message keys under inspection.settings.errors. */
export function rowProblems(rows: readonly CheckRowDraft[]): Record<string, 'name' | 'number'> {
  const found: Record<string, 'name' | 'number'> = {};
  rows.forEach((row, i) => {
    if (!row.cn.trim() || !row.en.trim()) found[`${i}.name`] = 'name';
    if (row.kind !== 'measured') return;
    if (!NUMBER.test(row.norm.trim())) found[`${i}.norm`] = 'number';
    if (!NUMBER.test(row.tolerance.trim())) found[`${i}.tolerance`] = 'number';
  });
  return found;
}

/** The checks of one template: each row's names, kind, norm, tolerance and unit; add and remove. */
export function TemplateEditor({
  rows,
  errors,
  onChange,
}: {
  rows: readonly CheckRowDraft[];
  errors: Record<string, string>;
  onChange: (rows: CheckRowDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<CheckRowDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const error = (i: number, field: string) => (errors[`${i}.${field}`] ? Intent.DANGER : Intent.NONE);
  return (
    <>
      {rows.length === 0 ? (
        <p className="bp6-text-muted">{t('inspection.settings.empty')}</p>
      ) : (
        <HTMLTable compact className="pf-qc-template">
          <thead>
            <tr>
              <th>{t('inspection.settings.nameCn')}</th>
              <th>{t('inspection.settings.nameEn')}</th>
              <th>{t('inspection.settings.kind')}</th>
              <th title={t('inspection.settings.normHint')}>{t('inspection.settings.norm')}</th>
              <th>{t('inspection.settings.tolerance')}</th>
              <th>{t('inspection.settings.unit')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const measured = row.kind === 'measured';
              const label = (field: 'nameCn' | 'nameEn' | 'kind' | 'norm' | 'tolerance' | 'unit') =>
                `${t(`inspection.settings.${field}`)} ${i + 1}`;
              return (
                <tr key={i}>
                  <td data-label={t('inspection.settings.nameCn')}>
                    <InputGroup
                      aria-label={label('nameCn')}
                      placeholder={t('inspection.settings.nameCn')}
                      maxLength={40}
                      intent={error(i, 'name')}
                      value={row.cn}
                      onValueChange={(cn) => set(i, { cn })}
                    />
                  </td>
                  <td data-label={t('inspection.settings.nameEn')}>
                    <InputGroup
                      aria-label={label('nameEn')}
                      placeholder={t('inspection.settings.nameEn')}
                      maxLength={60}
                      intent={error(i, 'name')}
                      value={row.en}
                      onValueChange={(en) => set(i, { en })}
                    />
                  </td>
                  <td data-label={t('inspection.settings.kind')}>
                    <HTMLSelect
                      aria-label={label('kind')}
                      value={row.kind}
                      options={CHECK_KINDS.map((value) => ({
                        value,
                        label: t(`inspection.checkKinds.${value}`),
                      }))}
                      onChange={(event) => set(i, { kind: event.currentTarget.value as CheckKind })}
                    />
                  </td>
                  <td data-label={t('inspection.settings.norm')}>
                    <InputGroup
                      aria-label={label('norm')}
                      placeholder={measured ? t('inspection.settings.normHint') : '—'}
                      title={t('inspection.settings.normHint')}
                      inputMode="decimal"
                      disabled={!measured}
                      intent={error(i, 'norm')}
                      value={measured ? row.norm : ''}
                      onValueChange={(norm) => set(i, { norm })}
                    />
                  </td>
                  <td data-label={t('inspection.settings.tolerance')}>
                    <InputGroup
                      aria-label={label('tolerance')}
                      placeholder={measured ? '' : '—'}
                      inputMode="decimal"
                      disabled={!measured}
                      intent={error(i, 'tolerance')}
                      value={measured ? row.tolerance : ''}
                      onValueChange={(tolerance) => set(i, { tolerance })}
                    />
                  </td>
                  <td data-label={t('inspection.settings.unit')}>
                    <InputGroup
                      aria-label={label('unit')}
                      placeholder={measured ? 'mm' : '—'}
                      maxLength={12}
                      disabled={!measured}
                      value={measured ? row.unit : ''}
                      onValueChange={(unit) => set(i, { unit })}
                    />
                  </td>
                  <td>
                    <Button
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon={<TrashIcon />}
                      aria-label={t('inspection.settings.remove', { name: row.en || row.cn || i + 1 })}
                      onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <Button
        icon={<PlusIcon />}
        text={t('inspection.settings.add')}
        onClick={() =>
          onChange([
            ...rows,
            { key: '', cn: '', en: '', kind: 'passFail', norm: '', tolerance: '', unit: '' },
          ])
        }
      />
    </>
  );
}
