import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomerView, MapConfigView, MapPlace, SyssetHistoryEntry } from '@packflow/contracts';
import { type SignedInClient, signIn } from '../support/api-client';
import { createStaff } from '../support/staff';
import { PGLITE, describeOn, useTestApi } from '../support/test-api';

const PASSWORD = 'correct-horse-1';

/** A stand-in for AMap's web service: answers what `answer` says and remembers the queries it got. */
function fakeAmap(answer: (url: URL) => unknown) {
  const asked: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer(url)));
  });
  return {
    asked,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const poi = {
  name: '青岛港',
  address: '港青路 1 号',
  location: '120.3826,36.0671',
  pname: '山东省',
  cityname: '青岛市',
  adname: '市南区',
  adcode: '370202',
};

describeOn(PGLITE, 'the map provider, its place search and coordinates on shipping addresses', () => {
  const t = useTestApi(PGLITE);
  const head = () => t.api.infra.store.headPosition();
  const fieldsOf = (extra: unknown) => (extra as { fields?: Record<string, string> }).fields ?? {};
  const amap = fakeAmap((url) =>
    url.searchParams.get('key') === 'good-key'
      ? { status: '1', info: 'OK', count: '2', pois: [poi, { name: 'no location', location: '' }] }
      : { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' },
  );
  let amapUrl = '';
  let salesman: SignedInClient;
  let salesmanCn: SignedInClient;

  beforeAll(async () => {
    amapUrl = await amap.start();
    const admin = await t.admin('en');
    await createStaff(admin, 'OperatorIndex', 'map-sales');
    salesman = await signIn(t.api.url, 'map-sales', PASSWORD, 'en');
    salesmanCn = await signIn(t.api.url, 'map-sales', PASSWORD, 'cn');
  }, 60_000);
  afterAll(() => amap.stop());

  /** Changes /Sysset as the administrator and waits until the settings read model has it. */
  async function setMap(changes: Record<string, string>) {
    const admin = await t.admin('en');
    const put = await admin.put('/sysset', changes);
    expect(put.body).toMatchObject({ code: 0 });
    await admin.get(`/sysset?_position=${String(put.body.extra?.position)}`);
  }

  it('starts with no map: everyone signed in is told so, and a search asks to type instead', async () => {
    const config = await salesman.get<MapConfigView>('/map/config');
    expect(config.body.data).toEqual({
      provider: 'none',
      tileUrl: null,
      subdomains: '',
      attribution: '',
      search: false,
    });
    const search = await salesman.get('/map/search?keyword=青岛港');
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({
      code: 1010,
      msg: 'Map search is not configured; please type the address and coordinates',
      extra: { error: 'MAP.SEARCH_UNAVAILABLE' },
    });
    expect((await salesmanCn.get('/map/search?keyword=x')).body.msg).toBe(
      '未配置地图搜索，请直接填写地址和经纬度',
    );
    const empty = await salesman.get('/map/search?keyword=%20');
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty.body.extra)).toEqual({ keyword: 'Please enter a place or address to search for' });
  });

  it('refuses an incomplete provider, translated, on its field, writing nothing', async () => {
    const admin = await t.admin('en');
    const adminCn = await t.admin('cn');
    const before = await head();
    const noKey = await admin.put('/sysset', { mapProvider: 'amap' });
    expect(noKey.status).toBe(422);
    expect(fieldsOf(noKey.body.extra)).toEqual({ mapKey: 'AMap needs its web-service key' });
    const noTiles = await adminCn.put('/sysset', { mapProvider: 'xyz' });
    expect(fieldsOf(noTiles.body.extra)).toEqual({ mapTileUrl: '瓦片服务器需要填写瓦片地址' });
    const badTiles = await admin.put('/sysset', {
      mapProvider: 'xyz',
      mapTileUrl: 'https://tiles.example/{z}.png',
    });
    expect(Object.keys(fieldsOf(badTiles.body.extra))).toEqual(['mapTileUrl']);
    const badProvider = await admin.put('/sysset', { mapProvider: 'google' });
    expect(fieldsOf(badProvider.body.extra)).toEqual({
      mapProvider: 'Please choose no map, AMap or a tile server',
    });
    expect(await t.api.infra.store.readAll({ after: before })).toEqual([]);
  });

  it('draws a tile server for everyone, without search', async () => {
    await setMap({ mapProvider: 'xyz', mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png' });
    expect((await salesman.get<MapConfigView>('/map/config')).body.data).toEqual({
      provider: 'xyz',
      tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      subdomains: 'abc',
      attribution: '',
      search: false,
    });
  });

  it('searches AMap from the server, signed with the security code; neither reaches the browser', async () => {
    await setMap({
      mapProvider: 'amap',
      mapKey: 'good-key',
      mapSecurityCode: 'the-security-code',
      mapServiceHost: amapUrl,
    });
    const config = await salesman.get<MapConfigView>('/map/config');
    expect(config.body.data).toMatchObject({ provider: 'amap', search: true });
    expect(JSON.stringify(config.body)).not.toMatch(/good-key|the-security-code/);
    // /Sysset itself (with the key) is the administrator's.
    expect((await salesman.get('/sysset')).status).toBe(403);

    const found = await salesman.get<MapPlace[]>(
      `/map/search?keyword=${encodeURIComponent('青岛港')}&city=青岛`,
    );
    expect(found.body.code).toBe(0);
    expect(found.body.data).toEqual([
      {
        name: '青岛港',
        area: '370202',
        city: '青岛市',
        province: '山东省',
        address: '市南区 港青路 1 号',
        latitude: 36.0671,
        longitude: 120.3826,
      },
    ]);
    expect(JSON.stringify(found.body)).not.toMatch(/good-key|the-security-code/);
    const asked = amap.asked.at(-1)!;
    expect(asked.pathname).toBe('/v3/place/text');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      key: 'good-key',
      keywords: '青岛港',
      city: '青岛',
      sig: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(asked.searchParams.toString()).not.toContain('the-security-code');
    // The settings' history says the key and the security code changed, not what they are.
    const history = await (await t.admin('en')).get<SyssetHistoryEntry[]>('/sysset/history');
    expect(JSON.stringify(history.body.data)).not.toMatch(/good-key|the-security-code/);
    expect(history.body.data[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'mapSecurityCode', from: '', to: '••••••' }]),
    );
  });

  it("passes on the service's refusal, and answers 503 when it cannot be reached", async () => {
    await setMap({ mapKey: 'spent-key' });
    const refused = await salesman.get('/map/search?keyword=x');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      msg: 'The map service refused the search (INVALID_USER_KEY); please check the key in System settings',
      extra: { error: 'MAP.SEARCH_REFUSED' },
    });
    await setMap({ mapServiceHost: 'http://127.0.0.1:9' });
    const unreachable = await salesman.get('/map/search?keyword=x');
    expect(unreachable.status).toBe(503);
    expect(unreachable.body).toMatchObject({
      code: 1503,
      msg: 'The map service could not be reached; please type the address and coordinates',
      extra: { error: 'MAP.SEARCH_FAILED' },
    });
  });

  it('keeps the coordinates and place name of a shipping address, and refuses half a pair or out of bounds', async () => {
    const picked = {
      region: '370202',
      detail: '港青路 1 号',
      name: '青岛港',
      latitude: 36.0671,
      longitude: 120.3826,
    };
    const created = await salesman.post<{ id: string }>('/customer', {
      name: 'Harbour Pouches',
      phone: '13822226666',
      area: 'Q',
      addresses: JSON.stringify([picked, { region: '370202', detail: 'no place' }]),
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    const shown = await salesman.get<CustomerView>(
      `/customer/${id}?_position=${String(created.body.extra?.position)}`,
    );
    expect(shown.body.data.addresses).toEqual([picked, { region: '370202', detail: 'no place' }]);

    const before = await head();
    const half = await salesman.put(`/customer/${id}`, {
      addresses: JSON.stringify([{ region: '370202', detail: 'x', latitude: 36.1 }]),
    });
    expect(half.status).toBe(422);
    // The message sits on the one missing.
    expect(fieldsOf(half.body.extra)).toEqual({
      'addresses.0.longitude': 'Please give both latitude and longitude, or neither',
    });
    const out = await salesmanCn.put(`/customer/${id}`, {
      addresses: JSON.stringify([{ region: '370202', detail: 'x', latitude: 91, longitude: '东经' }]),
    });
    expect(out.status).toBe(422);
    expect(fieldsOf(out.body.extra)).toEqual({
      'addresses.0.latitude': '纬度应为 -90 到 90 之间的数字',
      'addresses.0.longitude': '经度应为 -180 到 180 之间的数字',
    });
    expect(await t.api.infra.store.readAll({ after: before })).toEqual([]);
  });
});
