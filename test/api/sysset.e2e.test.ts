import {
  LIVE_EVENTS,
  type LiveReady,
  type ReadModelChanged,
  type SyssetHistoryEntry,
  type SyssetView,
} from '@packflow/contracts';
import { apiClient, liveSocket, socketReady } from '../support/api-client';
import { eventually } from '../support/services';
import { PGLITE, POSTGRES, describeOn, useTestApi } from '../support/test-api';

for (const shape of [PGLITE, POSTGRES]) {
  describeOn(shape, 'system settings through the API', () => {
    const t = useTestApi(shape);
    const admin = (locale?: 'cn' | 'en') => t.admin(locale);

    it('is healthy, with its read model live', async () => {
      const { status, body } = await (
        await admin()
      ).get<{
        status: string;
        projections: { name: string; state: string }[];
      }>('/health');
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.status).toBe('ok');
      expect(body.data.projections).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'sysset', state: 'live' })]),
      );
    });

    it('starts with default settings and the product version', async () => {
      const { body } = await (await admin()).get<SyssetView>('/sysset');
      expect(body).toMatchObject({
        code: 0,
        data: { appVersion: '1.2.1', expiryWarnDays: 30, showRoles: true, version: 1 },
      });
      expect(body.data.daysLeft).toBeGreaterThan(300);
    });

    it('saves a change, shows it to a read that passes the position, records it in the history and tells live clients', async () => {
      const socket = liveSocket(t.api.url, (await admin()).session!);
      const heard: ReadModelChanged[] = [];
      socket.on(LIVE_EVENTS.changed, (m: ReadModelChanged) => heard.push(m));
      await socketReady(socket);
      try {
        const client = await admin('en');
        const put = await client.put<{ version: number }>('/sysset', {
          companyNameEn: '  Qingdao Flexible Pack  ',
          expiryWarnDays: '45',
          showRoles: 'false',
        });
        expect(put.status).toBe(200);
        expect(put.body).toMatchObject({ code: 0, msg: 'Settings saved', data: { version: 2 } });
        const position = put.body.extra?.position;
        expect(position).toMatch(/^\d+$/);

        const read = await client.get<SyssetView>(`/sysset?_position=${position}`);
        expect(read.body.data).toMatchObject({
          companyNameEn: 'Qingdao Flexible Pack',
          expiryWarnDays: 45,
          showRoles: false,
          version: 2,
          updatedByName: '管理员',
        });
        expect(read.body.extra?.stale).toBeUndefined();

        const history = await client.get<SyssetHistoryEntry[]>(
          `/sysset/history?_position=${position}&_size=10`,
        );
        expect(history.body.extra?.pageInfo).toEqual({ _page: 1, _size: 10, _count: 2, _pageSize: 1 });
        expect(history.body.data[0]).toMatchObject({
          position,
          version: 2,
          userName: '管理员',
          role: 'Admin',
          changes: [
            { field: 'companyNameEn', from: 'Flexible Packaging Co., Ltd.', to: 'Qingdao Flexible Pack' },
            { field: 'expiryWarnDays', from: 30, to: 45 },
            { field: 'showRoles', from: true, to: false },
          ],
        });
        expect(Date.parse(history.body.data[0]!.at)).not.toBeNaN();

        await eventually(async () => heard.some((m) => m.readModel === 'sysset' && m.position === position));
        expect(heard.find((m) => m.position === position)).toEqual({
          readModel: 'sysset',
          ids: ['system'],
          position,
        });
      } finally {
        socket.disconnect();
      }
    });

    it('sends a reconnecting client the changes it missed', async () => {
      const before = (await (await admin()).get<SyssetView>('/sysset')).body;
      const history = await (await admin()).get<SyssetHistoryEntry[]>('/sysset/history?_size=5');
      const seen = history.body.data[0]!.position;
      const put = await (
        await admin()
      ).put('/sysset', {
        expiryWarnDays: String(before.data.expiryWarnDays + 1),
      });
      const missed = put.body.extra?.position;
      const socket = liveSocket(t.api.url, (await admin()).session!);
      const heard: ReadModelChanged[] = [];
      socket.on(LIVE_EVENTS.changed, (m: ReadModelChanged) => heard.push(m));
      let ready: LiveReady | undefined;
      socket.on(LIVE_EVENTS.ready, (answer: LiveReady) => {
        ready = answer;
        socket.emit(LIVE_EVENTS.resume, { position: seen });
      });
      try {
        await eventually(async () => heard.some((m) => m.position === missed));
        expect(heard.every((m) => BigInt(m.position) > BigInt(seen))).toBe(true);
        // The handshake names the last change the server has heard of: where a new page starts.
        expect(ready).toMatchObject({ role: 'Admin' });
        expect(BigInt(ready!.position)).toBeGreaterThanOrEqual(BigInt(seen));
      } finally {
        socket.disconnect();
      }
    });

    it('refuses bad input with translated field messages and changes nothing', async () => {
      const before = await (await admin()).get<SyssetHistoryEntry[]>('/sysset/history');
      const en = await (
        await admin('en')
      ).put('/sysset', {
        companyNameCn: '   ',
        expiryDate: '2026-02-30',
        expiryWarnDays: '400',
      });
      expect(en.status).toBe(422);
      expect(en.body).toMatchObject({
        code: 1001,
        data: null,
        msg: 'Please correct the highlighted fields',
        extra: {
          error: 'VALIDATION.FAILED',
          fields: {
            companyNameCn: 'This field is required',
            expiryDate: 'Please enter a date as YYYY-MM-DD',
            expiryWarnDays: 'Please enter a number from 0 to 365',
          },
        },
      });
      const cn = await (await admin('cn')).put('/sysset', { imageHost: 'ftp://x', role: 'Admin' });
      expect(cn.status).toBe(400);
      expect(cn.body.msg).toBe('未知字段：role');
      const cnField = await (await admin('cn')).put('/sysset', { imageHost: 'ftp://x' });
      expect(cnField.body.extra?.fields).toEqual({ imageHost: '请输入以 http:// 或 https:// 开头的地址' });
      const empty = await (await admin('en')).put('/sysset', {});
      expect(empty.body.msg).toBe('Nothing to change');
      const after = await (await admin()).get<SyssetHistoryEntry[]>('/sysset/history');
      expect(after.body.extra?.pageInfo?._count).toBe(before.body.extra?.pageInfo?._count);
    });

    it('refuses a change made on settings that changed since the person opened them (409), and saves one made on the latest', async () => {
      const client = await admin('en');
      const opened = (await client.get<SyssetView>('/sysset')).body.data;
      expect(opened.revision).toBe(opened.version - 1);
      const first = await client.call(
        'PUT',
        '/sysset',
        { expiryWarnDays: '12' },
        { 'If-Match': `"${opened.revision}"` },
      );
      expect(first.body).toMatchObject({ code: 0, msg: 'Settings saved' });
      const latest = (await client.get<SyssetView>(`/sysset?_position=${first.body.extra?.position}`)).body
        .data;
      expect(latest.revision).toBe(opened.revision + 1);
      const before = await client.get<SyssetHistoryEntry[]>('/sysset/history');

      const stale = await client.call(
        'PUT',
        '/sysset',
        { expiryWarnDays: '13' },
        { 'If-Match': `"${opened.revision}"` },
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 1009,
        data: null,
        msg: expect.stringMatching(/changed/i),
        extra: { error: 'RECORD.CHANGED', revision: latest.revision },
      });
      const after = await client.get<SyssetHistoryEntry[]>('/sysset/history');
      expect(after.body.extra?.pageInfo?._count).toBe(before.body.extra?.pageInfo?._count);
      expect((await client.get<SyssetView>('/sysset')).body.data.expiryWarnDays).toBe(12);

      const fresh = await client.call(
        'PUT',
        '/sysset',
        { expiryWarnDays: '13' },
        { 'If-Match': `"${latest.revision}"` },
      );
      expect(fresh.body).toMatchObject({ code: 0, msg: 'Settings saved' });
      await client.get(`/sysset?_position=${fresh.body.extra?.position}`);
      const bad = await client.call('PUT', '/sysset', { expiryWarnDays: '14' }, { 'If-Match': 'soon' });
      expect(bad.status).toBe(422);
    });

    it('answers an unchanged value without a new event', async () => {
      const current = (await (await admin()).get<SyssetView>('/sysset')).body.data;
      const put = await (
        await admin('en')
      ).put<{ version: number }>('/sysset', {
        companyNameCn: current.companyNameCn,
      });
      expect(put.body).toMatchObject({
        code: 0,
        msg: 'No setting changed',
        data: { version: current.version },
      });
      expect(put.body.extra?.position).toBeUndefined();
    });

    it('rebuilds the read model from the events into fresh tables with the same answers', async () => {
      const client = await admin('en');
      const [settings, history] = await Promise.all([client.get('/sysset'), client.get('/sysset/history')]);
      const rebuilt = await client.post<{ state: string; name: string }>('/projections/sysset/rebuild');
      // The answer comes at once, with the message's placeholder filled; the rebuild runs behind it.
      expect(rebuilt.body).toMatchObject({ code: 0, data: { state: 'requested', name: 'sysset' } });
      expect(rebuilt.body.msg).toBe('Rebuild of sysset started');
      type Processes = { rebuilds: { name: string; state: string; error: string | null }[] };
      let state = 'requested';
      for (let i = 0; i < 200 && (state === 'requested' || state === 'running'); i++) {
        await new Promise((r) => setTimeout(r, 50));
        const processes = await client.get<Processes>('/processes');
        state = processes.body.data.rebuilds.find((r) => r.name === 'sysset')?.state ?? 'missing';
      }
      expect(state).toBe('done');
      expect((await client.get('/sysset')).body.data).toEqual(settings.body.data);
      expect((await client.get('/sysset/history')).body.data).toEqual(history.body.data);
      const unknown = await client.post('/projections/nope/rebuild');
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Unknown read model: nope');
    });

    it('keeps its data across a restart', async () => {
      const before = (await (await admin()).get<SyssetView>('/sysset')).body.data;
      await t.restart();
      const after = (await (await admin()).get<SyssetView>('/sysset')).body.data;
      expect(after).toEqual(before);
    });

    it('answers an unknown API path with a 404 envelope', async () => {
      const { status, body } = await apiClient(t.api.url, 'cn').get('/nope');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 1004, msg: '未找到' });
    });
  });
}
