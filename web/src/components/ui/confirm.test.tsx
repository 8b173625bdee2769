/** @jest-environment jsdom */
import '../../testing/table-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Intent } from '@blueprintjs/core';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ConfirmDialog, useConfirm, type ConfirmOptions } from './confirm';

/** A page that asks before it acts, and writes down each answer. */
function Asker({ options, answers }: { options: ConfirmOptions; answers: boolean[] }) {
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
      <button onClick={() => void confirm(options).then((yes) => answers.push(yes))}>Ask</button>
      {confirmDialog}
    </>
  );
}

async function ask(options: ConfirmOptions, locale: 'en' | 'cn' = 'en') {
  const answers: boolean[] = [];
  const view = renderWithProviders(<Asker options={options} answers={answers} />, { locale });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  await screen.findByRole('dialog');
  return { answers, ...view };
}

describe('useConfirm', () => {
  it('resolves true on confirm', async () => {
    const { answers } = await ask({ message: 'Delete the directory and its files?' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Please confirm');
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete the directory and its files?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('resolves false on cancel', async () => {
    const { answers } = await ask({ message: 'Sure?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('resolves false on Escape', async () => {
    const { answers } = await ask({ message: 'Sure?' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('answers false to a question that a newer one replaces', async () => {
    const { answers } = await ask({ message: 'Sure?' });
    fireEvent.click(screen.getByRole('button', { name: 'Ask', hidden: true }));
    await waitFor(() => expect(answers).toEqual([false]));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answers).toEqual([false, true]));
  });

  it('answers false when the page goes away', async () => {
    const { answers, unmount } = await ask({ message: 'Sure?' });
    unmount();
    await act(async () => {});
    expect(answers).toEqual([false]);
  });

  it('takes the title, button text and colour of the question', async () => {
    await ask({
      title: 'Log out',
      message: 'Are you sure?',
      confirmText: 'Log out now',
      intent: Intent.DANGER,
    });
    expect(screen.getByRole('heading', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out now' })).toHaveClass('bp6-intent-danger');
  });

  it('speaks Chinese', async () => {
    await ask({ message: '确定删除该目录及文件吗？' }, 'cn');
    expect(screen.getByRole('heading', { name: '提示' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('calls back on confirm and cancel', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<ConfirmDialog isOpen message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes no second click while the action runs', () => {
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDialog isOpen loading message="Sure?" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Confirm/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(
      <ConfirmDialog isOpen={false} message="Sure?" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
