/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills'; // qrcode encodes text with TextEncoder
import '../../testing/table-polyfills';
import { act, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { renderWithProviders } from '../../testing/render-with-providers';
import { QrCode } from './qr-code';

/** jsdom has no 2D canvas: this one keeps the last image drawn on each canvas. */
const drawn = new Map<HTMLCanvasElement, ImageData>();
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      clearRect: () => {},
      createImageData: (width: number, height: number) =>
        ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
      putImageData: (image: ImageData) => drawn.set(this, image),
    } as unknown as CanvasRenderingContext2D;
  });
});
afterAll(() => jest.restoreAllMocks());

/** Dark pixels of the image as a string of 0 and 1, one module per character. */
function modules(image: ImageData, count: number, margin: number): string {
  const scale = image.width / (count + 2 * margin);
  let bits = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) {
      const x = Math.floor((col + margin + 0.5) * scale);
      const y = Math.floor((row + margin + 0.5) * scale);
      bits += image.data[(y * image.width + x) * 4] === 0 ? '1' : '0';
    }
  return bits;
}

async function renderQr(ui: React.ReactElement, locale: 'en' | 'cn' = 'en') {
  const view = renderWithProviders(ui, { locale });
  await act(async () => {}); // toCanvas answers with a promise
  return view;
}

describe('QrCode', () => {
  it('draws the QR code of the value at the given size', async () => {
    await renderQr(<QrCode value="PF-2024-0001" size={200} />);
    const canvas = screen.getByRole<HTMLCanvasElement>('img', { name: 'QR code for PF-2024-0001' });
    expect(canvas.width).toBe(200);
    expect(canvas.style.width).toBe('200px');
    const image = drawn.get(canvas)!;
    expect(image.width).toBe(200);

    const expected = create('PF-2024-0001', { errorCorrectionLevel: 'M' }).modules;
    const bits = Array.from({ length: expected.size * expected.size }, (_, i) =>
      expected.data[i] ? '1' : '0',
    ).join('');
    expect(modules(image, expected.size, 1)).toBe(bits);
  });

  it('draws another code for another value, at 160 px by default', async () => {
    const { rerender } = await renderQr(<QrCode value="A-1" />);
    const canvas = screen.getByRole<HTMLCanvasElement>('img');
    expect(canvas.width).toBe(160);
    const first = drawn.get(canvas)!.data.slice();
    rerender(<QrCode value="B-2" />);
    await act(async () => {});
    const again = screen.getByRole<HTMLCanvasElement>('img', { name: 'QR code for B-2' });
    expect(drawn.get(again)!.data).toHaveLength(first.length);
    expect(drawn.get(again)!.data).not.toEqual(first);
  });

  it('shows the value under the code on demand, and takes its own label', async () => {
    await renderQr(<QrCode value="https://example.com/o/1" label="Order link" showValue />);
    expect(screen.getByRole('img', { name: 'Order link' })).toBeInTheDocument();
    expect(screen.getByText('https://example.com/o/1')).toBeInTheDocument();
  });

  it('says so when the value does not fit in a QR code', async () => {
    await renderQr(<QrCode value={'x'.repeat(5000)} />, 'cn');
    expect(screen.getByRole('alert')).toHaveTextContent('二维码生成失败');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws again after a failure when the value changes', async () => {
    const { rerender } = await renderQr(<QrCode value={'x'.repeat(5000)} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<QrCode value="short" />);
    await act(async () => {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(drawn.get(screen.getByRole('img', { name: 'QR code for short' }))).toBeDefined();
  });

  it('draws nothing for an empty value', async () => {
    const { container } = await renderQr(<QrCode value="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
