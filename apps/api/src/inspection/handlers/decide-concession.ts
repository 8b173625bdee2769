import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConcessionDecisionForm } from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { InspectionInputs, type InspectionResult, act, lotIdOf } from '../inspection-inputs';

/** OperatorManage approves a concession (the lot's quantity released to shipping) or rejects it, with a reason. */
export class DecideConcessionCommand {
  constructor(
    readonly auth: AuthContext,
    readonly orderId: string,
    readonly lot: string,
    readonly form: ConcessionDecisionForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(DecideConcessionCommand)
export class DecideConcessionHandler implements ICommandHandler<DecideConcessionCommand, InspectionResult> {
  constructor(private readonly inputs: InspectionInputs) {}

  execute({ auth, orderId, lot, form, metadata }: DecideConcessionCommand): Promise<InspectionResult> {
    const lotId = lotIdOf(orderId, lot);
    return this.inputs.run(auth, orderId, metadata, () => ({
      type: 'DecideConcession',
      data: { lotId, approved: form.decision === 'approve', reason: form.reason, ...act(auth, metadata) },
    }));
  }
}
