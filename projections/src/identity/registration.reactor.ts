import { account, registration, username } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { carryOut } from '../process-reactor';
import { type Reactor, type ReactorCommands, reaction } from '../reactor';

export const ACCOUNT_REGISTRATION_REACTOR = 'account-registration';

/**
 * Carries out a requested account: reserve the username, register the account (disabled when
 * asked), record the outcome. A refusal is recorded and the username released if this account
 * holds it. Run again after a crash, every step finds itself done.
 */
export const accountRegistrationReactor: Reactor = {
  name: ACCOUNT_REGISTRATION_REACTOR,
  eventTypes: [registration.REGISTRATION_EVENTS.requested],
  react: (event, commands) => registerAccount(event, commands),
};

/** The reactor's work on one request; start-up runs it at once for the first administrator. */
export async function registerAccount(event: RecordedEvent, commands: ReactorCommands): Promise<void> {
  const request = event.data as registration.RegistrationRequest;
  await carryOut(event, commands, {
    decider: registration.registrationDecider,
    stream: registration.registrationStream(request.id),
    run: async () => {
      await holdName(event, request, commands, 'Reserve');
      const stream = account.accountStream(request.id);
      // A fresh id: an account already there is this request's own, registered before a crash.
      if (!(await commands.load(account.accountDecider, stream)).exists) {
        const { status: _status, actorId: _actor, ...data } = request;
        await commands.run(
          account.accountDecider,
          stream,
          { type: 'RegisterAccount', data },
          reaction(event, 'register'),
        );
      }
      if (request.status === '禁用')
        await commands.run(
          account.accountDecider,
          stream,
          { type: 'DisableAccount', data: { actorId: request.actorId } },
          reaction(event, 'disable'),
        );
      return { accountId: request.id };
    },
    compensate: async () => {
      await holdName(event, request, commands, 'Release');
    },
  });
}

function holdName(
  event: RecordedEvent,
  request: registration.RegistrationRequest,
  commands: ReactorCommands,
  type: 'Reserve' | 'Release',
) {
  const name = request.profile.username;
  return commands.run(
    username.usernameDecider,
    username.usernameStream(name),
    { type, data: { key: name, holder: request.id } },
    reaction(event, type === 'Reserve' ? 'reserve' : 'release'),
  );
}
