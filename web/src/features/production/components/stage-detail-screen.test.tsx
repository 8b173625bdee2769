/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductionDetail } from '@packflow/contracts';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ledger, stageCard } from './job-card.fixture';
import { StageDetailScreen } from './stage-detail-screen';

const printing = stageCard({
  stage: 'printing',
  kind: 'printing',
  seq: 1,
  state: 'finished',
  previousGoodMetres: null,
  ledger: ledger({
    metresIn: 1300,
    goodOut: 1200,
    goodMetres: 1200,
    setupWaste: 60,
    runningWaste: 20,
    unaccounted: 20,
  }),
});
const detail = {
  ...printing,
  phase: 'running',
  reviewStatus: 'confirmed',
  artworkStatus: 'confirmed',
  rejectReason: null,
  currentStage: 'lamination-1',
  currentKind: 'lamination',
  stagesDone: 1,
  unscheduled: 0,
  signedAt: '2026-11-26T08:00:00.000Z',
  reviewedAt: '2026-11-26T09:00:00.000Z',
  artworkFiles: '',
  colours: [],
  webWidthMm: 820,
  substrate: 'PET12',
  snapshot: {},
  progress: 0.3,
  stages: [
    {
      ...printing,
      entries: [
        {
          entryId: 'e-1',
          metresIn: 1300,
          kgIn: 52.5,
          goodOut: 1200,
          setupWaste: 60,
          runningWaste: 20,
          note: 'roll 1',
          by: 'u-1',
          byName: 'Li Wei',
          at: '2026-11-27T09:00:00.000Z',
        },
      ],
    },
    { ...stageCard({ state: 'scheduled', ledger: ledger() }), entries: [] },
  ],
  total: ledger(),
  timeline: [
    {
      type: 'StageEntryRecorded',
      at: '2026-11-27T09:00:00.000Z',
      by: 'u-1',
      byName: 'Li Wei',
      stage: 'printing',
      details: { entryId: 'e-1', goodOut: 1200 },
    },
  ],
  actions: [],
} as unknown as ProductionDetail;

describe('the production details', () => {
  it('shows each stage with its entries, the ledger as a picture, and the story', async () => {
    const calls = mockFetch((call) => (call.path === '/api/session' ? ok({ permissions: [] }) : ok(detail)));
    renderWithProviders(
      <MemoryRouter initialEntries={['/OrderProduct/Detail?id=o-1']}>
        <StageDetailScreen />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Production of order HT20261127-AB12-1' }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/production/o-1')).toBe(true);

    const entries = screen.getAllByRole('table', { name: 'Entries' });
    expect(entries).toHaveLength(1);
    expect(within(entries[0]!).getByText('roll 1')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('52.5')).toBeInTheDocument();
    expect(screen.getByText('No entries yet')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: 'Material ledger across stages' });
    expect(chart.querySelectorAll('[data-stage]')).toHaveLength(2);
    expect(screen.getByText('Entry recorded')).toBeInTheDocument();
    // The step's figures named in the reader's language, the entry's id left out.
    expect(screen.getByText('Good output: 1,200')).toBeInTheDocument();
  });
});
