import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROOF_FILE_RULE, type WageAdjustForm, type WagePayForm } from '@packflow/contracts';
import { DomainError, wageSheet } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { assertMayAttachFiles } from '../../files/attach-files';
import { type WageSheetResult, WagesInputs, actorOf } from '../wages-inputs';

/**
 * Finance's steps on a wage sheet: adjust it with a reason (while it waits for the check), check
 * it, pay it with proof. A sheet out of the reader's reach is not found; one he sees but may not
 * act on is refused; the rest (status, a total below 0, a reused adjustment id) the sheet's
 * decider decides. With `If-Match` the runner refuses a sheet changed since it was opened.
 */
export type WageSheetStep =
  { type: 'adjust'; form: WageAdjustForm } | { type: 'check' } | { type: 'pay'; form: WagePayForm };

export class WageSheetStepCommand {
  constructor(
    readonly auth: AuthContext,
    readonly id: string,
    readonly step: WageSheetStep,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(WageSheetStepCommand)
export class WageSheetStepHandler implements ICommandHandler<WageSheetStepCommand, WageSheetResult> {
  constructor(private readonly inputs: WagesInputs) {}

  async execute({ auth, id, step, metadata }: WageSheetStepCommand): Promise<WageSheetResult> {
    await this.inputs.reachable(auth, id);
    const actor = actorOf(auth);
    if (!wageSheet.mayAct(actor)) throw new DomainError('WAGES.FORBIDDEN', 'auth.forbidden');
    const stamp = { by: auth.accountId, at: metadata.at.toISOString() };
    switch (step.type) {
      case 'adjust':
        return this.inputs.run(id, metadata, {
          type: 'AdjustWageSheet',
          data: {
            adjustmentId: step.form.adjustmentId,
            amount: step.form.amount,
            reason: step.form.reason,
            ...stamp,
          },
        });
      case 'check':
        return this.inputs.run(id, metadata, { type: 'CheckWageSheet', data: stamp });
      case 'pay':
        await assertMayAttachFiles(
          this.inputs.infra,
          { id: auth.accountId, role: auth.role },
          'proofs',
          step.form.proofs,
          PROOF_FILE_RULE,
        );
        return this.inputs.run(id, metadata, {
          type: 'PayWageSheet',
          data: { proofs: step.form.proofs, ...stamp },
        });
    }
  }
}
