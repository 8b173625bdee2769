/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';

// jest would read the style sheet as JavaScript.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SectionScreen } from './section-screen';

const SECTIONS = '/api/admin/forum/forumsection';
// Each section links to its articles.
const screenInRouter = (
  <MemoryRouter>
    <SectionScreen />
  </MemoryRouter>
);

function serve() {
  const sections = [{ id: 's1', name: 'Notices' }];
  const calls = mockFetch((call) => {
    if (call.method === 'GET' && call.path === SECTIONS) return ok(sections);
    if (call.method === 'POST' && call.path === SECTIONS) {
      sections.push({ id: 's2', name: call.body!.get('name')! });
      return ok({ id: 's2' }, { position: '9' }, 'Forum section created');
    }
    if (call.method === 'PUT' && call.path === `${SECTIONS}/s1`) {
      sections[0]!.name = call.body!.get('name')!;
      return ok({ id: 's1' }, { position: '10' }, 'Forum section renamed');
    }
    if (call.method === 'DELETE' && call.path === `${SECTIONS}/s1`)
      return {
        status: 422,
        body: {
          code: 1422,
          data: null,
          msg: 'The section still has 2 article(s); delete them before deleting the section',
          extra: {},
        },
      };
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
  return calls;
}

describe('the forum section screen', () => {
  it('adds a section and renames one after confirming', async () => {
    const calls = serve();
    renderWithProviders(screenInRouter);
    expect(await screen.findByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/ForumArticle/s1');

    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const add = await screen.findByRole('dialog', { name: 'Add a section' });
    fireEvent.change(within(add).getByLabelText('Name'), { target: { value: 'Technical notes' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Technical notes' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body!.get('name')).toBe('Technical notes');

    fireEvent.click(screen.getAllByRole('button', { name: 'Rename' })[0]!);
    const rename = await screen.findByRole('dialog', { name: 'Rename the section' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Announcements' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    const question = await screen.findByText('Rename the section “Notices” to “Announcements”?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(
      within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('link', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('asks before deleting and shows why a section with articles is kept', async () => {
    const calls = serve();
    renderWithProviders(screenInRouter);
    await screen.findByRole('link', { name: 'Notices' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(
      'Delete the section “Notices”? It disappears from the forum menu.',
    );
    fireEvent.click(
      within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The section still has 2 article(s); delete them before deleting the section'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Notices' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    serve();
    renderWithProviders(screenInRouter, { locale: 'cn' });
    expect(await screen.findByRole('heading', { name: '论坛版块' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增版块' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '重命名' })).toBeInTheDocument();
  });
});
