import { Inject, Injectable } from '@nestjs/common';
import { DomainError, inspection, inspectionSettings } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import type { AuthContext } from '../auth/access';
import { INFRA } from '../tokens';
import { reaches } from './order-reach';

export type InspectionResult = CommandResult<inspection.InspectionEvent, inspection.InspectionState>;

/** Who and when, as every inspection event records them. */
export const act = (auth: AuthContext, metadata: CommandMetadata) => ({
  by: auth.accountId,
  at: metadata.at.toISOString(),
});

/** A lot of the URL (`:lot` is its number n) as the stream names it; anything else is no lot. */
export function lotIdOf(orderId: string, lot: string): string {
  if (!/^\d{1,6}$/.test(lot)) throw lotNotFound();
  return `${orderId}:${Number(lot)}`;
}

export const lotNotFound = () => new DomainError('INSPECTION.LOT_NOT_FOUND', 'inspection.lotNotFound');

/**
 * What the inspection handlers read before they decide: an order's inspection stream, Admin's
 * settings, and one way to run a command on an order the reader reaches (an order out of reach,
 * or with no lot yet, answers 404).
 */
@Injectable()
export class InspectionInputs {
  constructor(@Inject(INFRA) readonly infra: Infrastructure) {}

  load(orderId: string): Promise<inspection.InspectionState> {
    return this.infra.commands.load(inspection.inspectionDecider, inspection.inspectionStream(orderId));
  }

  settings(): Promise<inspectionSettings.InspectionSettingsState> {
    return this.infra.commands.load(
      inspectionSettings.inspectionSettingsDecider,
      inspectionSettings.INSPECTION_SETTINGS_STREAM,
    );
  }

  /** The order's inspection, when it has one and the reader reaches it; else 404. */
  async reachable(auth: AuthContext, orderId: string): Promise<inspection.InspectionState> {
    const state = await this.load(orderId);
    if (!state.exists || !state.order || !(await reaches(this.infra, auth, state.order.ownerId)))
      throw lotNotFound();
    return state;
  }

  /** Runs `commandOf(state)` on the order's inspection stream once the reader is known to reach it. */
  async run(
    auth: AuthContext,
    orderId: string,
    metadata: CommandMetadata,
    commandOf: (
      state: inspection.InspectionState,
    ) => inspection.InspectionCommand | Promise<inspection.InspectionCommand>,
  ): Promise<InspectionResult> {
    const state = await this.reachable(auth, orderId);
    return this.infra.commands.run(
      inspection.inspectionDecider,
      inspection.inspectionStream(orderId),
      await commandOf(state),
      metadata,
    );
  }
}
