import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MachineState, MachineStateReason } from '@packflow/contracts';

/** Each machine state's colour: green running, blue setup, grey idle or off, red problem, orange maintenance. */
export const MACHINE_STATE_INTENT: Readonly<Record<MachineState, Intent>> = {
  production: Intent.SUCCESS,
  setup: Intent.PRIMARY,
  idle: Intent.NONE,
  problem: Intent.DANGER,
  maintenance: Intent.WARNING,
  off: Intent.NONE,
};

/**
 * A machine's state as a coloured tag, the same on every screen that shows a machine (machines,
 * queues, stage cards, the board). With the reason, the tag's title names it too.
 */
export function MachineStateTag({
  state,
  reason,
  large = false,
}: {
  state: MachineState;
  reason?: MachineStateReason | null | undefined;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`production.machineStates.${state}`);
  const why = reason ? t(`production.stateReasons.${reason}`) : '';
  return (
    <Tag
      intent={MACHINE_STATE_INTENT[state]}
      minimal={state === 'off'}
      round
      size={large ? 'large' : 'medium'}
      className={`pf-machine-state pf-machine-state-${state}`}
      title={why ? `${label} · ${why}` : label}
      aria-label={t('production.machineStateTag', { state: why ? `${label} · ${why}` : label })}
    >
      {label}
    </Tag>
  );
}
