/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { dismissErrorToasts, toastError, toastSuccess } from './toaster';

// The toaster renders in a React root of its own, outside testing-library's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const notices = (intent: 'danger' | 'success'): Element[] => [
  ...document.querySelectorAll(`.bp6-toast.bp6-intent-${intent}`),
];

describe('the console notices', () => {
  it('takes stale error notices away when an action then succeeds', async () => {
    void toastError('A customer with this phone number already exists');
    void toastError('Network request error');
    await screen.findByText('Network request error');
    expect(notices('danger')).toHaveLength(2);
    void toastSuccess('Customer created');
    await screen.findByText('Customer created');
    await waitFor(() => expect(notices('danger')).toHaveLength(0));
    expect(notices('success')).toHaveLength(1);
  });

  it('takes error notices away on demand (another screen), and leaves successes', async () => {
    void toastSuccess('Saved');
    void toastError('Could not load');
    await screen.findByText('Could not load');
    await dismissErrorToasts();
    await waitFor(() => expect(screen.queryByText('Could not load')).not.toBeInTheDocument());
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('shows its notices in a container placed below the tag bar', async () => {
    void toastError('Placed');
    expect((await screen.findByText('Placed')).closest('.bp6-toast-container')).toHaveClass('pf-toaster');
  });
});
