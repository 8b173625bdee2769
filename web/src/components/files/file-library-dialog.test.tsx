/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, mockFetch, ok, type Reply } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FileLibraryDialog, type FileLibraryDialogProps } from './file-library-dialog';
import { fakeUploads, uploaded } from './testing/fake-upload';

const file = (n: number, cateid = 'c-1') => ({
  id: `f${n}`,
  name: `photo-${n}.png`,
  path: `upload/2026/11/f${n}.png`,
  cateid,
  size: 2048,
  mime: 'image/png',
  thumb: `upload/2026/11/f${n}.thumb.png`,
});

function serve(onWrite: (call: ApiCall) => Reply = () => ok({}, { position: '9' }, 'operation successful')) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/files-cates') {
      return ok([
        { id: 'c-1', name: 'Artworks' },
        { id: 'c-2', name: 'Proofs' },
      ]);
    }
    if (call.method === 'GET' && call.path === '/api/files-record') {
      const size = Number(call.query.get('_size'));
      const page = Number(call.query.get('_page'));
      const all = Array.from({ length: 30 }, (_, i) => file(i + 1));
      return ok(all.slice((page - 1) * size, page * size), {
        pageInfo: { _page: page, _size: size, _count: 30 },
      });
    }
    if (call.method === 'GET') return ok({});
    return onWrite(call);
  });
}

function open(props: Partial<FileLibraryDialogProps> = {}, onWrite?: (call: ApiCall) => Reply) {
  const calls = serve(onWrite);
  const onPick = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <FileLibraryDialog onPick={onPick} onClose={onClose} limit={3} kind="image" {...props} />,
  );
  return { calls, onPick, onClose, dialog: () => screen.getByRole('dialog', { name: 'File library' }) };
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
const bodyOf = (call: ApiCall | undefined) => Object.fromEntries(call?.body ?? []);
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

describe('the file library', () => {
  it('lists categories and pages of 24 files, with the page sizes of spec section 9', async () => {
    const { calls, dialog } = open();
    expect(dialog()).toHaveStyle({ width: '700px' });
    await within(dialog()).findByText('photo-24.png');
    expect(within(dialog()).queryByText('photo-25.png')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('menuitem', { name: /Artworks/ })).toBeInTheDocument();
    const sizes = within(dialog()).getByLabelText('Files per page') as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual([
      '6',
      '12',
      '24',
      '36',
      '48',
      '54',
      '60',
      '66',
      '72',
      '78',
    ]);
    expect(sizes.value).toBe('24');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next page' }));
    await within(dialog()).findByText('photo-25.png');
    fireEvent.click(within(dialog()).getByRole('menuitem', { name: /Proofs/ }));
    await waitFor(() => expect(calls.at(-1)?.query.toString()).toBe('cateid=c-2&_page=1&_size=24'));
    fireEvent.change(sizes, { target: { value: '6' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('_size')).toBe('6'));
  });

  it("picks at most the limit ('selection cannot exceed {n}') and answers the chosen files in order", async () => {
    const { onPick, onClose } = open({ limit: 2 });
    await screen.findByText('photo-3.png');
    tick('photo-3.png');
    tick('photo-1.png');
    tick('photo-2.png');
    expect(await screen.findByText('selection cannot exceed 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use selected (2)' }));
    expect(onPick.mock.calls[0][0].map((f: { path: string }) => f.path)).toEqual([
      'upload/2026/11/f3.png',
      'upload/2026/11/f1.png',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('moves the selected files to a category', async () => {
    const { calls } = open();
    await screen.findByText('photo-1.png');
    tick('photo-1.png');
    tick('photo-2.png');
    fireEvent.change(screen.getByLabelText('Move to'), { target: { value: 'c-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe('PUT /api/files-record/f1,f2');
    expect(bodyOf(writes(calls)[0])).toEqual({ cateid: 'c-2' });
  });

  it("deletes the selected files after a question, and says 'delete failed' when refused", async () => {
    const { calls } = open({}, () => ({
      status: 403,
      body: { code: 1403, data: null, msg: 'No permission', extra: {} },
    }));
    await screen.findByText('photo-1.png');
    tick('photo-1.png');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText(/Delete the 1 selected files\?/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('delete failed')).toBeInTheDocument();
    expect(screen.getByText('No permission')).toBeInTheDocument();
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe('DELETE /api/files-record/f1');
  });

  it("deletes a category only after 'sure to delete the directory and files'", async () => {
    const { calls } = open();
    await screen.findByText('photo-1.png');
    // Every file is no category to delete.
    expect(screen.getByRole('button', { name: 'Delete category' })).toBeDisabled();
    fireEvent.click(screen.getByRole('menuitem', { name: /Artworks/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('sure to delete the directory and files')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe('DELETE /api/files-cates/c-1');
  });

  it('adds and renames categories', async () => {
    const { calls } = open({}, () => ok({ id: 'c-3' }, { position: '10' }, 'operation successful'));
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    fireEvent.change(await screen.findByLabelText('Category name'), { target: { value: ' Samples ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(`${writes(calls)[0]?.method} ${writes(calls)[0]?.path}`).toBe('POST /api/files-cates');
    expect(bodyOf(writes(calls)[0])).toEqual({ name: 'Samples' });

    fireEvent.click(screen.getByRole('menuitem', { name: /Proofs/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename category' }));
    const name = (await screen.findByLabelText('Category name')) as HTMLInputElement;
    expect(name.value).toBe('Proofs');
    fireEvent.change(name, { target: { value: 'Customer proofs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(`${writes(calls)[1]?.method} ${writes(calls)[1]?.path}`).toBe('PUT /api/files-cates');
    expect(bodyOf(writes(calls)[1])).toEqual({ id: 'c-2', name: 'Customer proofs' });
  });

  it('uploads into the open category', async () => {
    const uploads = fakeUploads(() => uploaded('upload/2026/11/new.png'));
    open();
    fireEvent.click(await screen.findByRole('menuitem', { name: /Proofs/ }));
    fireEvent.change(screen.getByLabelText('Upload'), {
      target: { files: [new File([new Uint8Array([1])], 'new.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('upload successful')).toBeInTheDocument();
    expect(uploads[0]?.fields.cateid).toBe('c-2');
  });
});
