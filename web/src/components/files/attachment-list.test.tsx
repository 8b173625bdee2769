/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AttachmentList, type AttachmentListProps } from './attachment-list';
import { fakeUploads, uploaded } from './testing/fake-upload';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function renderList(props: Partial<AttachmentListProps> & { initial?: string } = {}) {
  const changes: string[] = [];
  function Host() {
    const [value, setValue] = useState(props.initial ?? '');
    return (
      <AttachmentList
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
  fireEvent.change(screen.getByLabelText('Upload PDF'), { target: { files } });

beforeEach(() => {
  // The download route's HEAD answers name and size; the mock has no headers, so names fall back.
  mockFetch(() => ok({}));
});

describe('the attachment list', () => {
  it('uploads PDFs and lists each one opening in a new tab from the API', async () => {
    fakeUploads(() => uploaded('upload/2026/11/d1.pdf', { mime: 'application/pdf' }));
    const changes = renderList({ initial: 'upload/2026/10/old.pdf' });
    choose(pdf('contract.pdf'));
    await waitFor(() => expect(changes).toEqual(['upload/2026/10/old.pdf||upload/2026/11/d1.pdf']));
    expect(await screen.findByText('upload successful')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/file/upload/2026/10/old.pdf',
      '/api/file/upload/2026/11/d1.pdf',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveTextContent('old.pdf');
  });

  it('takes PDFs only, and at most the limit', async () => {
    const calls = fakeUploads(() => uploaded('upload/x.pdf'));
    renderList({ limit: 2, initial: 'upload/a.pdf' });
    choose(new File([new Uint8Array([1])], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Only .pdf files can be uploaded here')).toBeInTheDocument();
    choose(pdf('b.pdf'), pdf('c.pdf'));
    expect(await screen.findByText('selection cannot exceed 2')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('removes an attachment', () => {
    const changes = renderList({ initial: 'upload/a.pdf||upload/b.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(changes).toEqual(['upload/b.pdf']);
  });

  it('shows the name and size the download route gives', async () => {
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      headers: new Headers({
        'Content-Disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf",
        'Content-Length': '20480',
      }),
    })) as unknown as typeof fetch;
    renderList({ readOnly: true, initial: 'upload/2026/11/d1.pdf' });
    expect(await screen.findByRole('link', { name: '合同.pdf' })).toBeInTheDocument();
    expect(screen.getByText('20.0 KB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
