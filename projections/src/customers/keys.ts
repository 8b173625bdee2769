import { customerKeys } from '@packflow/domain';
import type { RecordedEvent } from '@packflow/eventstore';
import { type ReactorCommands, reaction } from '../reactor';

export type KeyKind = 'phone' | 'enterprise';

/** Reserves (or releases) a customer's phone or enterprise name for `holder`, as step `step` of `event`. */
export function holdKey(
  commands: ReactorCommands,
  event: RecordedEvent,
  step: string,
  kind: KeyKind,
  value: string,
  holder: string,
  action: 'Reserve' | 'Release',
) {
  const command = { type: action, data: { key: value, holder } } as const;
  return kind === 'phone'
    ? commands.run(
        customerKeys.customerPhoneDecider,
        customerKeys.customerPhoneStream(value),
        command,
        reaction(event, step),
      )
    : commands.run(
        customerKeys.customerEnterpriseDecider,
        customerKeys.customerEnterpriseStream(value),
        command,
        reaction(event, step),
      );
}

/** The keys a customer's fields hold: the phone, and the enterprise name when there is one. */
export function keysOf(fields: { phone: string; enterprise: string }): [KeyKind, string][] {
  const keys: [KeyKind, string][] = [];
  if (fields.phone) keys.push(['phone', fields.phone]);
  if (fields.enterprise.trim()) keys.push(['enterprise', fields.enterprise]);
  return keys;
}
