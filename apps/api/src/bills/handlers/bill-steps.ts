import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillAction, BillAdjustForm, BillConfirmForm, BillDisputeForm } from '@packflow/contracts';
import { DomainError, billPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { type BillResult, BillsInputs, act } from '../bills-inputs';

/**
 * A bill's steps: its owner sends it, and records the customer's answer (confirm, or dispute
 * lines with a reason each); the owning salesman or Finance adjusts it. A bill out of the reader's
 * reach is not found; one he sees but may not act on is refused; the rest (status, early finish,
 * unknown lines) the bill's decider decides.
 */
export type BillStep =
  | { type: 'send' }
  | { type: 'confirm'; form: BillConfirmForm }
  | { type: 'dispute'; form: BillDisputeForm }
  | { type: 'adjust'; form: BillAdjustForm };

export class BillStepCommand {
  constructor(
    readonly auth: AuthContext,
    readonly id: string,
    readonly step: BillStep,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(BillStepCommand)
export class BillStepHandler implements ICommandHandler<BillStepCommand, BillResult> {
  constructor(private readonly inputs: BillsInputs) {}

  async execute({ auth, id, step, metadata }: BillStepCommand): Promise<BillResult> {
    const facts = await this.inputs.reachable(auth, id);
    const action: BillAction = step.type;
    if (
      !billPolicies.mayAct(action, { id: auth.accountId, role: auth.role }, { ownerId: facts.issued.ownerId })
    )
      throw new DomainError('BILLS.FORBIDDEN', 'auth.forbidden');
    const who = act(auth, metadata);
    switch (step.type) {
      case 'send':
        return this.inputs.run(id, metadata, { type: 'SendBill', data: who });
      case 'confirm':
        return this.inputs.run(id, metadata, {
          type: 'ConfirmBill',
          data: { acknowledgeEarly: step.form.acknowledgeEarly, ...who },
        });
      case 'dispute':
        return this.inputs.run(id, metadata, {
          type: 'DisputeBill',
          data: { lines: step.form.lines.map((l) => ({ lineId: l.lineId, reason: l.reason })), ...who },
        });
      case 'adjust':
        return this.inputs.run(id, metadata, {
          type: 'AdjustBill',
          data: {
            adjustments: step.form.adjustments.map((a) => ({
              adjustmentId: a.adjustmentId,
              amount: a.amount,
              reason: a.reason,
              lineId: a.lineId,
            })),
            ...who,
          },
        });
    }
  }
}
