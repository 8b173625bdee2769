/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { type FormEvent } from 'react';
import { Button } from '@blueprintjs/core';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from './query-client';

/** A dialog's form as the console writes them: Save shows `loading` while its mutation runs. */
function SaveForm({ send }: { send: () => Promise<unknown> }) {
  const save = useMutation({ mutationFn: send });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit}>
      <Button type="submit" text="Save" loading={save.isPending} />
    </form>
  );
}

/** What the browser runs between two clicks however busy it is: the microtasks, no timer. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

// As in the browser: React renders when it schedules, not when a test's act() says.
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

it('disables Save as soon as its request runs, so a double-click sends it once', async () => {
  const send = jest.fn(() => new Promise(() => undefined));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveForm send={send} />
    </QueryClientProvider>,
  );
  const save = screen.getByRole('button', { name: 'Save' });

  fireEvent.click(save);
  await microtasks();
  fireEvent.click(save);
  await microtasks();

  expect(save).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
});
