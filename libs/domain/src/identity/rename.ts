import { type ProcessState, processDecider } from '../shared/process';
import type { AccountCommand } from './account';

/**
 * A save of the staff form that changes the username spans two username streams and the account
 * (processes.md, "reserve first, confirm after"). The request is recorded here; the rename reactor
 * reserves the new name, saves the form, releases the old name and records the outcome; refused
 * (the new name is taken, the form refused) it records why and releases the new name if it holds
 * it. Run again after a crash at any step, it finishes or gives back: each name is held by the
 * account that uses it, or free.
 */
export const renameStream = (changeId: string): string => `account-rename-${changeId}`;

export interface RenameRequest {
  changeId: string;
  accountId: string;
  from: string;
  to: string;
  /** The save itself, the new username among its changes. */
  change: Extract<AccountCommand, { type: 'ChangeProfile' }>['data'];
}

export const RENAME_EVENTS = {
  requested: 'AccountRenameRequested',
  failed: 'AccountRenameFailed',
  completed: 'AccountRenameCompleted',
} as const;

export const renameDecider = processDecider<typeof RENAME_EVENTS, RenameRequest, { changed: boolean }>(
  RENAME_EVENTS,
);
export type RenameState = ProcessState<RenameRequest, { changed: boolean }>;
