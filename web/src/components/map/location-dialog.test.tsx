/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MapConfigView } from '@packflow/contracts';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { LeafletViewProps } from './leaflet-view';
import { LocationDialog } from './location-dialog';
import { PlaceText } from './place-text';

// Leaflet draws nothing in jsdom: a stand-in map whose buttons click a point or fail the tiles.
jest.mock('./leaflet-view', () => ({
  __esModule: true,
  default: (props: LeafletViewProps) => (
    <div role="application" aria-label={props.label}>
      <span>{props.marker ? `marker ${props.marker.lat},${props.marker.lng}` : 'no marker'}</span>
      <button onClick={() => props.onClick({ lat: 36.0671, lng: 120.3826 })}>click map</button>
      <button onClick={props.onTilesFailed}>fail tiles</button>
    </div>
  ),
}));

const NONE: MapConfigView = {
  provider: 'none',
  tileUrl: null,
  subdomains: '',
  attribution: '',
  search: false,
};
const AMAP: MapConfigView = {
  provider: 'amap',
  tileUrl: 'https://webrd0{s}.is.autonavi.com/{z}/{x}/{y}',
  subdomains: '1234',
  attribution: '',
  search: true,
};

function open(config: MapConfigView, locale: 'en' | 'cn' = 'en', regionMode: 'pick' | 'text' = 'pick') {
  const calls = mockFetch((call) => {
    if (call.path === '/api/map/config') return ok(config);
    if (call.path === '/api/map/search')
      return ok([
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
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  const onConfirm = jest.fn();
  renderWithProviders(
    <LocationDialog
      initial={{ area: regionMode === 'pick' ? '370202' : 'Germany, Hamburg', address: '' }}
      regionMode={regionMode}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
    { locale },
  );
  return { calls, onConfirm };
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const confirm = (name = 'Use this location') =>
  fireEvent.click(within(dialog()).getByRole('button', { name }));

describe('the location dialog without a map (none set up)', () => {
  it('says so, and takes the place typed: checked, then answered with the region names', async () => {
    const { onConfirm } = open(NONE);
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('No map is set up');
    expect(within(dialog()).queryByRole('application')).toBeNull();
    expect(within(dialog()).queryByRole('search')).toBeNull();

    type('Latitude', '95');
    type('Longitude', 'east');
    confirm();
    expect(
      within(dialog()).getByText('Please enter the address or pick the place on the map'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Latitude is a number from -90 to 90')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Please enter a number in decimal degrees, e.g. 36.0671'),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    type('Place name', '青岛港');
    type('Address', '港青路 1 号');
    type('Latitude', '36.0671');
    type('Longitude', '');
    expect(
      within(dialog()).getByText('Please give both latitude and longitude, or neither'),
    ).toBeInTheDocument();
    type('Longitude', '120.3826');
    await within(dialog()).findByRole('button', { name: 'District' });
    confirm();
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({
        name: '青岛港',
        area: '370202',
        province: '山东省',
        city: '青岛市',
        address: '港青路 1 号',
        latitude: 36.0671,
        longitude: 120.3826,
      }),
    );
  });

  it('takes a foreign country and region as text, and speaks Chinese', async () => {
    const { onConfirm } = open(NONE, 'cn', 'text');
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('尚未设置地图');
    expect((within(dialog()).getByLabelText('国家和地区') as HTMLInputElement).value).toBe(
      'Germany, Hamburg',
    );
    type('详细地址', 'Hafenstraße 1');
    type('纬度', '53.54');
    confirm('使用此位置');
    expect(within(dialog()).getByText('经度和纬度需同时填写或同时留空')).toBeInTheDocument();
    type('经度', '9.98');
    confirm('使用此位置');
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ area: 'Germany, Hamburg', province: '', latitude: 53.54, longitude: 9.98 }),
    );
  });
});

describe('the location dialog with AMap', () => {
  it('sets the coordinates from a click on the map, and falls back to typing when the tiles fail', async () => {
    open(AMAP);
    const map = await within(dialog()).findByRole('application', {
      name: 'Map: click to place the location',
    });
    expect(map).toHaveTextContent('no marker');
    fireEvent.click(within(map).getByRole('button', { name: 'click map' }));
    expect((within(dialog()).getByLabelText('Latitude') as HTMLInputElement).value).toBe('36.0671');
    expect((within(dialog()).getByLabelText('Longitude') as HTMLInputElement).value).toBe('120.3826');
    expect(map).toHaveTextContent('marker 36.0671,120.3826');

    fireEvent.click(within(map).getByRole('button', { name: 'fail tiles' }));
    expect(within(dialog()).queryByRole('application')).toBeNull();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('The map could not be loaded');
    expect((within(dialog()).getByLabelText('Latitude') as HTMLInputElement).value).toBe('36.0671');
  });

  it('searches through the API and fills every field from the place chosen', async () => {
    const { calls } = open(AMAP);
    const search = await within(dialog()).findByRole('search');
    fireEvent.change(within(search).getByLabelText('Search a place'), { target: { value: '青岛港' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    fireEvent.click(await within(dialog()).findByText('青岛港'));
    const searched = calls.find((c) => c.path === '/api/map/search');
    expect(searched?.query.get('keyword')).toBe('青岛港');
    // Within the city of the region the address already has (市南区 of 青岛市).
    expect(searched?.query.get('city')).toBe('青岛市');
    expect((within(dialog()).getByLabelText('Place name') as HTMLInputElement).value).toBe('青岛港');
    expect((within(dialog()).getByLabelText('Address') as HTMLInputElement).value).toBe('市南区 港青路 1 号');
    expect((within(dialog()).getByLabelText('Latitude') as HTMLInputElement).value).toBe('36.0671');
  });
});

describe('a picked place as a line', () => {
  it('names the place and its coordinates, and is nothing without either', () => {
    renderWithProviders(
      <>
        <PlaceText name="青岛港" latitude={36.0671} longitude={120.3826} label="first" />
        <PlaceText latitude={-33.8688} longitude={151.2093} label="second" />
        <PlaceText latitude={null} longitude={null} label="third" />
      </>,
    );
    expect(screen.getByLabelText('first')).toHaveTextContent('青岛港 · 36.0671, 120.3826');
    expect(screen.getByLabelText('second')).toHaveTextContent('-33.8688, 151.2093');
    expect(screen.queryByLabelText('third')).toBeNull();
  });
});
