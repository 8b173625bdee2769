/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUploads, uploaded } from '../../../components/files/testing/fake-upload';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const imageInput = () => screen.getByTestId('forum-image-input');

beforeEach(() => {
  mockFetch((call) =>
    call.path === '/api/session'
      ? ok({ imageHost: '' })
      : { status: 404, body: { code: 1004, msg: 'Not found' } },
  );
});

describe("the forum editor's image button", () => {
  it('offers only the images the upload accepts (.png, .jpg)', () => {
    renderWithProviders(<RichTextEditor initialHtml="<p>x</p>" onChange={() => {}} label="Body" />);
    const accept = imageInput().getAttribute('accept')!.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.png', '.jpg', '.jpeg', 'image/png', 'image/jpeg']));
    expect(accept.filter((a) => /gif|webp/.test(a))).toEqual([]);
  });

  it('refuses a .gif or .webp chosen anyway, in words, without sending it', async () => {
    const calls = fakeUploads(() => uploaded('upload/2026/11/i1.png'));
    renderWithProviders(<RichTextEditor initialHtml="<p>x</p>" onChange={() => {}} label="Body" />);
    fireEvent.change(imageInput(), { target: { files: [file('a.gif', 'image/gif')] } });
    expect(await screen.findByText('Only .png/.jpg files can be uploaded here')).toBeInTheDocument();
    fireEvent.change(imageInput(), { target: { files: [file('b.webp', 'image/webp')] } });
    await waitFor(() =>
      expect(screen.getAllByText('Only .png/.jpg files can be uploaded here')).toHaveLength(2),
    );
    expect(calls).toEqual([]);
  });
});
