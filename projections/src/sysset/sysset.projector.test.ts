import { DEFAULT_HIGH_SEAS_SETTINGS } from '@packflow/contracts';
import { sysset } from '@packflow/domain';
import { useProjectors } from '../../../test/support/projector-spec';
import { highSeasSettingsProjector } from '../customers/high-seas-settings.projector';
import { syssetProjector } from './sysset.projector';

/** Both "settings with history" read models run on the one implementation (settings-with-history.ts). */
describe('settings with history: /Sysset and the high-seas thresholds', () => {
  const t = useProjectors({
    projectors: [syssetProjector, highSeasSettingsProjector],
    metadata: { userId: 'u-admin', role: 'Admin', at: '2026-03-01T08:00:00.000Z' },
  });

  it('holds the current /Sysset values in their columns and each change with who and when', async () => {
    const values = sysset.defaultSysset('2026-03-01');
    await t.append(sysset.SYSSET_STREAM, [{ type: 'SyssetInitialized', data: { values } }], {
      userId: 'system',
      role: undefined,
    });
    await t.append(sysset.SYSSET_STREAM, [
      {
        type: 'SyssetChanged',
        data: {
          changes: [
            { field: 'showRoles', from: true, to: false },
            { field: 'expiryWarnDays', from: 30, to: 12 },
          ],
        },
      },
    ]);
    expect(await t.rm.selectFrom('sysset').selectAll().execute()).toEqual([
      {
        id: 'system',
        company_name_cn: values.companyNameCn,
        company_name_en: values.companyNameEn,
        expiry_date: '2027-03-01',
        expiry_warn_days: 12,
        show_roles: false,
        image_host: '',
        map_provider: 'none',
        map_tile_url: '',
        map_key: '',
        map_security_code: '',
        map_service_host: '',
        upload_max_mb: 10,
        image_limit: 3,
        version: 2,
        updated_at: new Date('2026-03-01T08:00:00.000Z'),
        updated_by: 'u-admin',
      },
    ]);
    const history = await t.rm.selectFrom('sysset_history').selectAll().orderBy('position').execute();
    expect(history.map((h) => [h.version, h.user_id, h.role])).toEqual([
      [1, 'system', null],
      [2, 'u-admin', 'Admin'],
    ]);
    expect(history[0]!.changes).toContainEqual({
      field: 'companyNameEn',
      from: null,
      to: values.companyNameEn,
    });
    // The first values leave out what starts empty: "image host: (empty) -> (empty)" says nothing.
    expect(values.imageHost).toBe('');
    expect((history[0]!.changes as { field: string }[]).map((c) => c.field)).not.toContain('imageHost');
    expect(history[1]!.changes).toEqual([
      { field: 'showRoles', from: true, to: false },
      { field: 'expiryWarnDays', from: 30, to: 12 },
    ]);
    expect(t.changes.at(-1)).toMatchObject({
      readModel: 'sysset',
      ids: ['system'],
      audience: { roles: ['*'] },
    });
  });

  it('holds the high-seas thresholds the same way, a change before the first values included', async () => {
    await t.append('highseas-settings', [
      { type: 'HighSeasSettingsChanged', data: { changes: [{ field: 'releaseDays', from: 90, to: 45 }] } },
      {
        type: 'HighSeasSettingsInitialized',
        data: { values: { ...DEFAULT_HIGH_SEAS_SETTINGS, maxOwned: 150 } },
      },
    ]);
    const row = await t.rm.selectFrom('highseas_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: 'highseas',
      release_days: DEFAULT_HIGH_SEAS_SETTINGS.releaseDays,
      max_owned: 150,
      version: 2,
      updated_by: 'u-admin',
    });
    const history = await t.rm
      .selectFrom('highseas_settings_history')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(history[0]!.changes).toEqual([{ field: 'releaseDays', from: 90, to: 45 }]);
    expect(history[1]!.changes).toEqual(
      Object.entries({ ...DEFAULT_HIGH_SEAS_SETTINGS, maxOwned: 150 }).map(([field, to]) => ({
        field,
        from: null,
        to,
      })),
    );
  });
});
