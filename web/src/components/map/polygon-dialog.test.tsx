/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '../../testing/table-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MapConfigView } from '@packflow/contracts';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { LeafletViewProps } from './leaflet-view';
import { PolygonDialog } from './polygon-dialog';

// A stand-in map: its buttons click points, drag the first corner and select the second.
jest.mock('./leaflet-view', () => ({
  __esModule: true,
  default: (props: LeafletViewProps) => (
    <div role="application" aria-label={props.label}>
      <button onClick={() => props.onClick({ lat: 36 + (props.polygon?.length ?? 0) / 10, lng: 120 })}>
        click map
      </button>
      <button onClick={() => props.onVertexMove?.(0, { lat: 35.5, lng: 119.5 })}>drag first</button>
      <button onClick={() => props.onVertexSelect?.(1)}>select second</button>
    </div>
  ),
}));

const XYZ: MapConfigView = {
  provider: 'xyz',
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  subdomains: '',
  attribution: '',
  search: false,
};
const NONE: MapConfigView = {
  provider: 'none',
  tileUrl: null,
  subdomains: '',
  attribution: '',
  search: false,
};

function open(config: MapConfigView, locale: 'en' | 'cn' = 'en') {
  mockFetch(() => ok(config));
  const onConfirm = jest.fn();
  renderWithProviders(<PolygonDialog onConfirm={onConfirm} onClose={() => undefined} />, { locale });
  return onConfirm;
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const points = () =>
  within(dialog()).getByLabelText('Corners, one "latitude, longitude" a line') as HTMLTextAreaElement;

describe('the polygon fence dialog', () => {
  it('draws by clicks, moves and deletes corners, and answers at least three', async () => {
    const onConfirm = open(XYZ);
    await within(dialog()).findByRole('application');
    button('click map');
    button('click map');
    button('Use this fence');
    expect(within(dialog()).getByText('A fence needs at least 3 corners')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    button('click map');
    expect(within(dialog()).getByText('3 corners')).toBeInTheDocument();
    expect(points().value).toBe('36, 120\n36.1, 120\n36.2, 120');

    button('drag first');
    expect(points().value).toBe('35.5, 119.5\n36.1, 120\n36.2, 120');
    button('select second');
    button('Delete corner 2');
    expect(points().value).toBe('35.5, 119.5\n36.2, 120');
    button('click map');
    button('Use this fence');
    expect(onConfirm).toHaveBeenCalledWith([
      { lat: 35.5, lng: 119.5 },
      { lat: 36.2, lng: 120 },
      { lat: 36.2, lng: 120 },
    ]);
    button('Clear');
    expect(points().value).toBe('');
    expect(within(dialog()).getByText('0 corners')).toBeInTheDocument();
  });

  it('takes typed corners without a map, naming each line it cannot read', async () => {
    const onConfirm = open(NONE, 'cn');
    expect(
      await within(dialog()).findByText('尚未设置地图（系统设置），请直接填写地址和经纬度。'),
    ).toBeInTheDocument();
    const area = within(dialog()).getByLabelText('顶点，每行一个“纬度, 经度”');
    fireEvent.change(area, { target: { value: '36.1, 120.3\n95, 120\n36.2' } });
    expect(
      within(dialog()).getByText('第 2 行：纬度应为 -90 到 90 之间的数字 · 第 3 行：请写成“纬度, 经度”'),
    ).toBeInTheDocument();
    button('使用此围栏');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(area, { target: { value: '36.1, 120.3\n36.2, 120.4\n36.15 120.5' } });
    expect(within(dialog()).getByText('3 个顶点')).toBeInTheDocument();
    button('删除最后一个顶点');
    button('使用此围栏');
    expect(within(dialog()).getByText('围栏至少需要 3 个顶点')).toBeInTheDocument();
    fireEvent.change(area, { target: { value: '36.1, 120.3\n36.2, 120.4\n36.15 120.5' } });
    button('使用此围栏');
    expect(onConfirm).toHaveBeenCalledWith([
      { lat: 36.1, lng: 120.3 },
      { lat: 36.2, lng: 120.4 },
      { lat: 36.15, lng: 120.5 },
    ]);
  });
});
