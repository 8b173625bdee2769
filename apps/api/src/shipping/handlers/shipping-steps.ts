import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApprovalDecisionForm, ApprovalRequestForm } from '@packflow/contracts';
import { shippingPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { ShippingInputs, type ShippingResult, act, shippingNotFound } from '../shipping-inputs';

/**
 * The other steps of an order's shipping: the warehouse closes it short with a reason; the
 * order's salesman asks OperatorManage for an over-shipment or a credit release (his own orders
 * only: another's looks absent); OperatorManage approves or rejects it with a reason.
 */
export type ShippingStep =
  | { type: 'CloseShort'; reason: string }
  | { type: 'RequestShipApproval'; form: ApprovalRequestForm }
  | { type: 'DecideShipApproval'; approvalId: string; form: ApprovalDecisionForm };

export class ShippingStepCommand {
  constructor(
    readonly auth: AuthContext,
    readonly orderId: string,
    readonly step: ShippingStep,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ShippingStepCommand)
export class ShippingStepHandler implements ICommandHandler<ShippingStepCommand, ShippingResult> {
  constructor(private readonly inputs: ShippingInputs) {}

  async execute({ auth, orderId, step, metadata }: ShippingStepCommand): Promise<ShippingResult> {
    const state = await this.inputs.reachable(auth, orderId);
    const who = act(auth, metadata);
    switch (step.type) {
      case 'CloseShort':
        return this.inputs.run(orderId, metadata, {
          type: 'CloseShort',
          data: { reason: step.reason, ...who },
        });
      case 'RequestShipApproval': {
        const ownerId = state.order?.ownerId ?? null;
        if (!shippingPolicies.asksShipApprovals({ id: auth.accountId, role: auth.role }, ownerId))
          throw shippingNotFound();
        const { approvalId, kind, quantity, reason } = step.form;
        return this.inputs.run(orderId, metadata, {
          type: 'RequestShipApproval',
          data: { approvalId, kind, quantity, reason, ...who },
        });
      }
      case 'DecideShipApproval':
        return this.inputs.run(orderId, metadata, {
          type: 'DecideShipApproval',
          data: {
            approvalId: step.approvalId,
            approved: step.form.decision === 'approve',
            reason: step.form.reason,
            ...who,
          },
        });
    }
  }
}
