import type { HighSeasSettings } from '@packflow/contracts';
import { PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

type View = HighSeasSettings & { version: number; revision: number };
type HistoryEntry = { version: number; changes: { field: string; from: number | null; to: number }[] };

for (const shape of [POSTGRES, PGLITE]) {
  describeOn(shape, 'high-seas settings through the API', () => {
    const t = useTestApi(shape);

    it('answers the revision the thresholds reflect, and refuses a save made on an older one (409)', async () => {
      const admin = await t.admin('en');
      const opened = (await admin.get<View>('/customer-setting')).body.data;
      expect(opened.revision).toBe(opened.version - 1);
      const ifMatch = (n: number) => ({ 'If-Match': `"${n}"` });
      // Values that differ from whatever the thresholds are now.
      const [first, second] = [opened.releaseDays + 1, opened.releaseDays + 2];

      const saved = await admin.call(
        'PUT',
        '/customer-setting',
        { releaseDays: String(first) },
        ifMatch(opened.revision),
      );
      expect(saved.body).toMatchObject({ code: 0, data: { releaseDays: first } });
      const latest = (await admin.get<View>(`/customer-setting?_position=${saved.body.extra?.position}`)).body
        .data;
      expect(latest).toMatchObject({ releaseDays: first, revision: opened.revision + 1 });
      const before = (await admin.get<HistoryEntry[]>('/customer-setting/history')).body.extra?.pageInfo
        ?._count;

      const stale = await admin.call(
        'PUT',
        '/customer-setting',
        { releaseDays: String(second) },
        ifMatch(opened.revision),
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 1009,
        data: null,
        extra: { error: 'RECORD.CHANGED', revision: latest.revision },
      });
      expect((await admin.get<View>('/customer-setting')).body.data.releaseDays).toBe(first);
      expect(
        (await admin.get<HistoryEntry[]>('/customer-setting/history')).body.extra?.pageInfo?._count,
      ).toBe(before);

      const fresh = await admin.call(
        'PUT',
        '/customer-setting',
        { releaseDays: String(second) },
        ifMatch(latest.revision),
      );
      expect(fresh.body.code).toBe(0);
      const history = await admin.get<HistoryEntry[]>(
        `/customer-setting/history?_position=${fresh.body.extra?.position}`,
      );
      expect(history.body.data[0]!.changes).toEqual([{ field: 'releaseDays', from: first, to: second }]);
    });

    it('refuses an empty change and unknown fields, and appends nothing', async () => {
      const admin = await t.admin('en');
      const before = (await admin.get<HistoryEntry[]>('/customer-setting/history')).body.extra?.pageInfo
        ?._count;
      const empty = await admin.put('/customer-setting', {});
      expect(empty.status).toBe(422);
      expect(empty.body).toMatchObject({
        code: 1001,
        msg: 'Nothing to change',
        extra: { error: 'VALIDATION.FAILED' },
      });
      const unknown = await admin.put('/customer-setting', { releaseDays: '30', owner: 'x' });
      expect(unknown.status).toBe(400);
      expect(
        (await admin.get<HistoryEntry[]>('/customer-setting/history')).body.extra?.pageInfo?._count,
      ).toBe(before);
    });
  });
}
