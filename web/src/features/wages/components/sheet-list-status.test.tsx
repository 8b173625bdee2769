/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SheetListStatus } from './sheet-list-status';

type List = UseQueryResult<{ rows: readonly unknown[] }>;
const list = (state: Partial<List>) => ({ isError: false, data: undefined, ...state }) as List;

describe('SheetListStatus', () => {
  it('says the list failed to load, with the API’s message, and shows no spinner', () => {
    renderWithProviders(<SheetListStatus list={list({ isError: true, error: new Error('boom') })} />);
    expect(screen.getByRole('alert').textContent).toContain('boom');
    expect(document.querySelector('.bp6-spinner')).toBeNull();
  });

  it('spins until the first page, then says an empty list is empty, and shows nothing over rows', () => {
    const { rerender } = renderWithProviders(<SheetListStatus list={list({})} />);
    expect(document.querySelector('.bp6-spinner')).not.toBeNull();
    rerender(<SheetListStatus list={list({ data: { rows: [] } })} />);
    expect(document.querySelector('.bp6-spinner')).toBeNull();
    expect(document.querySelector('.pf-wage-muted')).not.toBeNull();
    rerender(<SheetListStatus list={list({ data: { rows: [{}] } })} />);
    expect(document.querySelector('.pf-wage-muted')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
