import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DisposeForm } from '@packflow/contracts';
import { order } from '@packflow/domain';
import { nameBasedUuid } from '@packflow/eventstore';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { InspectionInputs, type InspectionResult, act, lotIdOf } from '../inspection-inputs';

/**
 * The id of the supplementary order a failed lot asks for: name-based on the lot (one per lot),
 * so a disposition retried on a conflict, or a process step issued again, names the same order.
 */
export const supplementaryOfLot = (lotId: string): string => nameBasedUuid(`supplementary-of-lot:${lotId}`);

/**
 * ProductManage's decision on a failed lot: rework at a stage, a supplementary order for the
 * shortfall (refused first by the order's own rule: a supplementary order gets none of its own),
 * or release under a concession OperatorManage answers.
 */
export class DisposeLotCommand {
  constructor(
    readonly auth: AuthContext,
    readonly orderId: string,
    readonly lot: string,
    readonly form: DisposeForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(DisposeLotCommand)
export class DisposeLotHandler implements ICommandHandler<DisposeLotCommand, InspectionResult> {
  constructor(private readonly inputs: InspectionInputs) {}

  async execute({ auth, orderId, lot, form, metadata }: DisposeLotCommand): Promise<InspectionResult> {
    const lotId = lotIdOf(orderId, lot);
    if (form.kind === 'supplementary') {
      // The order's own decision, tried before anything is recorded: it refuses a supplementary
      // order of a supplementary (or closed) order in its own words.
      const parent = await this.inputs.infra.commands.load(order.orderDecider, order.orderStream(orderId));
      if (parent.exists)
        order.orderDecider.decide(
          {
            type: 'RequestSupplementaryOrder',
            data: {
              orderId: supplementaryOfLot(lotId),
              quantity: form.quantity,
              reason: form.reason,
              ...act(auth, metadata),
            },
          },
          parent,
        );
    }
    return this.inputs.run(auth, orderId, metadata, () => ({
      type: 'DisposeLot',
      data: {
        lotId,
        kind: form.kind,
        stage: form.stage,
        quantity: form.quantity,
        reason: form.reason,
        supplementaryOrderId: form.kind === 'supplementary' ? supplementaryOfLot(lotId) : null,
        ...act(auth, metadata),
      },
    }));
  }
}
