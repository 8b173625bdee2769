import { account, accountRename, username } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { carryOut } from '../process-reactor';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const ACCOUNT_RENAME_REACTOR = 'account-rename';

/**
 * Carries out a save that changes a username: reserve the new name, save, release the old name,
 * record the outcome. A refusal is recorded and the new name released if this account holds it.
 * Run again after a crash, every step finds itself done.
 */
export const accountRenameReactor: Reactor = {
  name: ACCOUNT_RENAME_REACTOR,
  eventTypes: [accountRename.RENAME_EVENTS.requested],
  // Saves of one account one after the other: each finds the names the one before left.
  partitionOf: (event) => (event.data as Partial<accountRename.RenameRequest>).accountId ?? event.streamId,
  async react(event, commands) {
    const request = event.data as accountRename.RenameRequest;
    await carryOut(event, commands, {
      decider: accountRename.renameDecider,
      stream: accountRename.renameStream(request.changeId),
      run: async () => {
        await holdName(event, commands, request.to, request.accountId, 'Reserve', 'reserve');
        const saved = await commands.run(
          account.accountDecider,
          account.accountStream(request.accountId),
          { type: 'ChangeProfile', data: request.change },
          reaction(event, 'save'),
        );
        await holdName(event, commands, request.from, request.accountId, 'Release', 'release-old');
        return { changed: saved.events.length > 0 };
      },
      compensate: async () => {
        await holdName(event, commands, request.to, request.accountId, 'Release', 'release');
      },
    });
  },
};

function holdName(
  event: RecordedEvent,
  commands: ReactorCommands,
  name: string,
  holder: string,
  type: 'Reserve' | 'Release',
  step: string,
) {
  return commands.run(
    username.usernameDecider,
    username.usernameStream(name),
    { type, data: { key: name, holder } },
    reaction(event, step),
  );
}
