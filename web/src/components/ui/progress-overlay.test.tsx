/** @jest-environment jsdom */
import '../../testing/table-polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProgressOverlay } from './progress-overlay';

describe('ProgressOverlay', () => {
  it('shows nothing while closed', () => {
    renderWithProviders(<ProgressOverlay isOpen={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows how far a long action has come', () => {
    renderWithProviders(<ProgressOverlay isOpen value={0.42} label="Importing customers" />);
    const bar = screen.getByRole('progressbar', { name: 'Importing customers' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('status')).toHaveTextContent('Importing customers42%');
  });

  it('moves without end when the progress is unknown, with a default label in both languages', () => {
    const { unmount } = renderWithProviders(<ProgressOverlay isOpen />);
    const bar = screen.getByRole('progressbar', { name: 'Working, please wait…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('status')).not.toHaveTextContent('%');
    unmount();
    renderWithProviders(<ProgressOverlay isOpen />, { locale: 'cn' });
    expect(screen.getByRole('progressbar', { name: '处理中，请稍候…' })).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100%', () => {
    renderWithProviders(<ProgressOverlay isOpen value={1.7} />);
    expect(screen.getByRole('status')).toHaveTextContent('100%');
  });

  it('offers Cancel when the action can stop', () => {
    const onCancel = jest.fn();
    renderWithProviders(<ProgressOverlay isOpen onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is not cancelled by Escape or a click outside, only by its button', () => {
    const onCancel = jest.fn();
    renderWithProviders(<ProgressOverlay isOpen onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    fireEvent.mouseDown(document.querySelector('.bp6-overlay-backdrop')!);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('covers the whole window by default, or only its area when inline', () => {
    const first = renderWithProviders(<ProgressOverlay isOpen />);
    expect(first.container).not.toContainElement(screen.getByRole('progressbar'));
    first.unmount();
    const second = renderWithProviders(
      <div className="area">
        <ProgressOverlay isOpen inline />
      </div>,
    );
    expect(second.container.querySelector('.area')).toContainElement(screen.getByRole('progressbar'));
  });
});
