/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import '../../../testing/table-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CustomerView } from '@packflow/contracts';
import { fakeUploads, uploaded } from '../../../components/files/testing/fake-upload';
import { type ApiCall, mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { customer } from '../test-fixtures';
import { CustomerDetailScreen } from './customer-detail-screen';
import { CustomerDialog } from './customer-dialog';
import { describeEntry } from './customer-timeline';
import { i18n } from '../../../lib/i18n';

/** A customer as the API answers it with files (images and attachments are '||'-joined paths). */
const withFiles = (): CustomerView => ({
  ...customer(),
  images: 'upload/2026/11/a.png||upload/2026/11/b.jpg',
  attachments: 'upload/2026/11/spec.pdf',
});

function serve() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/customer/c-1') return ok(withFiles());
    if (call.method === 'GET' && call.path === '/api/customer/c-1/timeline') return ok([]);
    if (call.method !== 'GET') return ok({ id: 'c-1' }, { position: '700' }, 'Customer saved');
    return { status: 404, body: { code: 1004, data: null, msg: 'Not found', extra: {} } };
  });
}

const dialog = () => screen.getByRole('dialog');
const writes = (calls: ApiCall[]) => calls.filter((c) => !['GET', 'HEAD'].includes(c.method));
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const thumbnails = (group: HTMLElement) =>
  within(group)
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe("a customer's images and attachments", () => {
  it('are edited in the customer dialog and saved as changed fields', async () => {
    const calls = serve();
    fakeUploads(() => uploaded('upload/2026/11/c.png'));
    const onClose = jest.fn();
    renderWithProviders(<CustomerDialog id="c-1" onClose={onClose} />);
    const images = await within(dialog()).findByRole('group', { name: 'Images' });
    expect(thumbnails(images)).toEqual([
      '/api/file/upload/2026/11/a.png?thumb=1',
      '/api/file/upload/2026/11/b.jpg?thumb=1',
    ]);
    // The /Sysset image limit: 3 until an administrator changes it (spec section 9).
    expect(within(dialog()).getByText('.png or .jpg, at most 3')).toBeInTheDocument();

    fireEvent.change(within(images).getByLabelText('Upload image'), {
      target: { files: [new File([new Uint8Array([1])], 'new.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(thumbnails(images)).toHaveLength(3));
    const attachments = within(dialog()).getByRole('group', { name: 'Attachments (PDF)' });
    fireEvent.click(within(attachments).getByRole('button', { name: 'Remove spec.pdf' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe('PUT /api/customer/c-1');
    expect(bodyOf(writes(calls)[0])).toEqual({
      images: 'upload/2026/11/a.png||upload/2026/11/b.jpg||upload/2026/11/c.png',
      attachments: '',
    });
  });

  it('are shown on the customer detail, each opening its file', async () => {
    serve();
    renderWithProviders(
      <MemoryRouter>
        <CustomerDetailScreen id="c-1" />
      </MemoryRouter>,
    );
    const images = await screen.findByRole('group', { name: 'Images' });
    expect(within(images).getByRole('link', { name: 'Open image 2' })).toHaveAttribute(
      'href',
      '/api/file/upload/2026/11/b.jpg',
    );
    expect(within(images).queryByRole('button')).not.toBeInTheDocument();
    const attachments = screen.getByRole('group', { name: 'Attachments (PDF)' });
    expect(within(attachments).getByRole('link', { name: 'spec.pdf' })).toHaveAttribute(
      'href',
      '/api/file/upload/2026/11/spec.pdf',
    );
  });
});

describe('the timeline of a customer whose files changed', () => {
  it('counts the files instead of naming their stored paths', async () => {
    await i18n.changeLanguage('en');
    const { lines } = describeEntry(
      {
        position: '9',
        at: '2026-11-24T03:25:00.000Z',
        type: 'CustomerEdited',
        actorId: 's-1',
        actorName: 'Sam',
        details: {
          changes: [
            { field: 'images', from: '', to: 'upload/2026/11/a.png||upload/2026/11/b.png' },
            { field: 'attachments', from: 'upload/2026/11/c.pdf', to: '' },
          ],
        },
      },
      i18n.t,
      'en',
    );
    expect(lines.join('\n')).not.toContain('upload/');
    expect(lines[0]).toContain('Images');
    expect(lines[0]).toContain('2 files');
    expect(lines[1]).toContain('1 file');
  });
});
