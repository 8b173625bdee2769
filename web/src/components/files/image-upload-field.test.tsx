/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
import { fakeUploads, uploaded } from './testing/fake-upload';

const image = (name: string, type = 'image/png') => new File([new Uint8Array([1, 2, 3])], name, { type });

function renderField(props: Partial<ImageUploadFieldProps> & { initial?: string } = {}) {
  const changes: string[] = [];
  function Host() {
    const [value, setValue] = useState(props.initial ?? '');
    return (
      <ImageUploadField
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  return changes;
}

const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Upload image'), { target: { files } });
const thumbnails = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));

beforeEach(() => {
  mockFetch((call) =>
    call.path === '/api/session'
      ? ok({ imageHost: '' })
      : { status: 404, body: { code: 1004, msg: 'Not found' } },
  );
});

describe('the image upload field', () => {
  it("uploads .png and .jpg files and keeps their stored paths joined by '||'", async () => {
    let n = 0;
    const calls = fakeUploads(() => uploaded(`upload/2026/11/i${++n}.png`));
    const changes = renderField({ initial: 'upload/2026/10/old.jpg', cateid: 'c-1' });
    choose(image('a.png'), image('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toBe('upload/2026/10/old.jpg||upload/2026/11/i1.png||upload/2026/11/i2.png');
    expect(calls.map((c) => c.fields.cateid)).toEqual(['c-1', 'c-1']);
    expect(await screen.findByText('upload successful')).toBeInTheDocument();
    expect(thumbnails()).toEqual([
      '/api/file/upload/2026/10/old.jpg?thumb=1',
      '/api/file/upload/2026/11/i1.png?thumb=1',
      '/api/file/upload/2026/11/i2.png?thumb=1',
    ]);
    // At the limit (3 by default) the upload tile goes.
    expect(screen.queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from library' })).toBeDisabled();
  });

  it("refuses more than the limit before sending anything: 'selection cannot exceed {n}'", async () => {
    const calls = fakeUploads(() => uploaded('upload/x.png'));
    const changes = renderField({ limit: 2, initial: 'upload/a.png' });
    choose(image('b.png'), image('c.png'));
    expect(await screen.findByText('selection cannot exceed 2')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('refuses other kinds of file before sending them', async () => {
    const calls = fakeUploads(() => uploaded('upload/x.png'));
    renderField();
    choose(new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only .png/.jpg files can be uploaded here')).toBeInTheDocument();
    choose(image('setup.exe.png', 'application/x-msdownload'));
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal, or 'upload failed', and keeps the value", async () => {
    fakeUploads((call) =>
      (call.fields.file as File).name === 'big.png'
        ? {
            status: 413,
            body: { code: 1413, data: null, msg: 'The file is too large (at most 10 MB)', extra: {} },
          }
        : { status: 500, body: '' },
    );
    const changes = renderField();
    choose(image('big.png'));
    expect(await screen.findByText('The file is too large (at most 10 MB)')).toBeInTheDocument();
    choose(image('other.png'));
    expect(await screen.findByText('upload failed')).toBeInTheDocument();
    expect(changes).toEqual([]);
    expect(thumbnails()).toEqual([]);
  });

  it('removes and reorders images', () => {
    const changes = renderField({ initial: 'p/1.png||p/2.png||p/3.png', limit: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 back' }));
    expect(changes.at(-1)).toBe('p/2.png||p/1.png||p/3.png');
    expect(screen.getByRole('button', { name: 'Move image 1 forward' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move image 3 forward' }));
    expect(changes.at(-1)).toBe('p/2.png||p/3.png||p/1.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(changes.at(-1)).toBe('p/3.png||p/1.png');
  });

  it('takes as many images as the /Sysset image limit the session view carries', async () => {
    mockFetch(() => ok({ imageHost: '', imageLimit: 5 }));
    renderField({ initial: 'p/1.png||p/2.png||p/3.png' });
    expect(await screen.findByText('.png or .jpg, at most 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
  });

  it('takes 3 images when the server does not say (the spec default)', async () => {
    renderField({ initial: 'p/1.png||p/2.png||p/3.png' });
    expect(await screen.findByText('.png or .jpg, at most 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
  });

  it('shows thumbnails from the image host when one is set, each opening its image', async () => {
    mockFetch(() => ok({ imageHost: 'https://img.example.com' }));
    renderField({ readOnly: true, initial: 'upload/a.png' });
    await waitFor(() => expect(thumbnails()).toEqual(['https://img.example.com/upload/a.png']));
    const link = screen.getByRole('link', { name: 'Open image 1' });
    expect(link).toHaveAttribute('href', 'https://img.example.com/upload/a.png');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('group')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('picks images from the library, within the room left', async () => {
    mockFetch((call) => {
      if (call.path === '/api/files-cates') return ok([{ id: 'c-1', name: 'Logos' }]);
      if (call.path === '/api/files-record')
        return ok(
          [
            { id: 'f1', name: 'one.png', path: 'upload/one.png', cateid: 'c-1', size: 10, mime: 'image/png' },
            { id: 'f2', name: 'two.png', path: 'upload/two.png', cateid: 'c-1', size: 10, mime: 'image/png' },
            {
              id: 'f3',
              name: 'spec.pdf',
              path: 'upload/spec.pdf',
              cateid: 'c-1',
              size: 10,
              mime: 'application/pdf',
            },
          ],
          { pageInfo: { _page: 1, _size: 24, _count: 3 } },
        );
      return ok({});
    });
    const changes = renderField({ initial: 'upload/a.png', limit: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const library = await screen.findByRole('dialog', { name: 'File library' });
    // A PDF cannot go into an image field.
    expect(await within(library).findByRole('checkbox', { name: 'Select spec.pdf' })).toBeDisabled();
    fireEvent.click(within(library).getByRole('checkbox', { name: 'Select one.png' }));
    fireEvent.click(within(library).getByRole('checkbox', { name: 'Select two.png' }));
    expect(await screen.findByText('selection cannot exceed 1')).toBeInTheDocument();
    fireEvent.click(within(library).getByRole('button', { name: 'Use selected (1)' }));
    expect(changes).toEqual(['upload/a.png||upload/one.png']);
  });
});
