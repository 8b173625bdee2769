/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InspectionSettingsView } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InspectionSettingsScreen } from './settings-screen';
import { keyFor } from './template-editor';

const settings: InspectionSettingsView = {
  aql: '2.5',
  version: 3,
  templates: [
    {
      kind: 'twoSide',
      checks: [
        {
          key: 'width',
          name: { cn: '宽度', en: 'Width' },
          kind: 'measured',
          norm: 0,
          tolerance: 1,
          unit: 'mm',
        },
      ],
    },
  ],
};

describe('the inspection settings', () => {
  it('changes the AQL and a template, and saves them all', async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT' ? ok(settings, { position: '3' }, 'Saved') : ok(settings),
    );
    renderWithProviders(<InspectionSettingsScreen />);
    expect(await screen.findByLabelText('AQL (acceptance quality limit, %)')).toHaveValue('2.5');
    expect(screen.getByLabelText('Name (English) 1')).toHaveValue('Width');
    fireEvent.change(screen.getByLabelText('AQL (acceptance quality limit, %)'), {
      target: { value: '1.0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add check' }));
    fireEvent.change(screen.getByLabelText('Name (English) 2'), { target: { value: 'Zipper opens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give both names');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name (Chinese) 2'), { target: { value: '拉链开合' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/inspection/settings');
    expect(put.body!.get('aql')).toBe('1.0');
    const templates = JSON.parse(put.body!.get('templates')!) as InspectionSettingsView['templates'];
    expect(templates).toHaveLength(8);
    expect(templates[0]!.checks).toEqual([
      settings.templates[0]!.checks[0],
      {
        key: 'zipperOpens',
        name: { cn: '拉链开合', en: 'Zipper opens' },
        kind: 'passFail',
        norm: null,
        tolerance: null,
        unit: null,
      },
    ]);
  });

  it('makes a new check’s key from its English name, unique in the template', () => {
    expect(keyFor('Seal strength (N)', new Set())).toBe('sealStrengthN');
    expect(keyFor('Width', new Set(['width']))).toBe('width2');
    expect(keyFor('厚度', new Set())).toBe('check');
  });
});
