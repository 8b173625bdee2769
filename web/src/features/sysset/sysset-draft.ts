import type { SyssetField, SyssetView } from '@packflow/contracts';

/**
 * The form's values. Texts and numbers stay as typed (an emptied number field is '' and the
 * server says what is wrong with it, in the user's language); only the switch is a boolean.
 */
export type SyssetDraft = { [K in SyssetField]: K extends 'showRoles' ? boolean : string };

export function toDraft(view: SyssetView): SyssetDraft {
  return {
    companyNameCn: view.companyNameCn,
    companyNameEn: view.companyNameEn,
    expiryDate: view.expiryDate,
    expiryWarnDays: String(view.expiryWarnDays),
    showRoles: view.showRoles,
    imageHost: view.imageHost,
    mapProvider: view.mapProvider,
    mapTileUrl: view.mapTileUrl,
    mapKey: view.mapKey,
    mapSecurityCode: view.mapSecurityCode,
    mapServiceHost: view.mapServiceHost,
    uploadMaxMb: String(view.uploadMaxMb),
    imageLimit: String(view.imageLimit),
  };
}

/** The fields of `draft` that differ from `base`, with their new values. */
export function changedFields(base: SyssetDraft, draft: SyssetDraft): Partial<SyssetDraft> {
  const fields = Object.keys(draft) as SyssetField[];
  return Object.fromEntries(fields.filter((f) => draft[f] !== base[f]).map((f) => [f, draft[f]]));
}
