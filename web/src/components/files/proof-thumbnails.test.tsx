/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProofThumbnails } from './proof-thumbnails';

describe('ProofThumbnails', () => {
  it('shows every path of one stored value as a small thumbnail opening the full image', () => {
    renderWithProviders(<ProofThumbnails proofs="a/1.png||a/2.png" label="Proof" className="x" />);
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((i) => [i.alt, i.getAttribute('src'), i.width])).toEqual([
      ['Proof 1', '/api/file/a/1.png?thumb=1', 28],
      ['Proof 2', '/api/file/a/2.png?thumb=1', 28],
    ]);
    expect(screen.getByRole('link', { name: 'Proof 2' }).getAttribute('href')).toBe('/api/file/a/2.png');
  });

  it('joins several stored values, large, and falls back to an icon when a thumbnail fails', () => {
    renderWithProviders(<ProofThumbnails proofs={['b/1.png', 'b/2.png||b/3.png']} label="P" size="large" />);
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((i) => [i.alt, i.height])).toEqual([
      ['P 1', 64],
      ['P 2', 64],
      ['P 3', 64],
    ]);
    fireEvent.error(images[0]!);
    expect(screen.getByRole('link', { name: 'P 1' }).querySelector('img')).toBeNull();
  });
});
