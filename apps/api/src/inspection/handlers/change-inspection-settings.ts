import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InspectionSettingsForm } from '@packflow/contracts';
import { inspectionSettings } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { InspectionInputs, act } from '../inspection-inputs';

export type InspectionSettingsResult = CommandResult<
  inspectionSettings.InspectionSettingsEvent,
  inspectionSettings.InspectionSettingsState
>;

/** Admin changes the AQL and the templates (a kind left out keeps its template). */
export class ChangeInspectionSettingsCommand {
  constructor(
    readonly auth: AuthContext,
    readonly form: InspectionSettingsForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeInspectionSettingsCommand)
export class ChangeInspectionSettingsHandler implements ICommandHandler<
  ChangeInspectionSettingsCommand,
  InspectionSettingsResult
> {
  constructor(private readonly inputs: InspectionInputs) {}

  execute({ auth, form, metadata }: ChangeInspectionSettingsCommand): Promise<InspectionSettingsResult> {
    return this.inputs.infra.commands.run(
      inspectionSettings.inspectionSettingsDecider,
      inspectionSettings.INSPECTION_SETTINGS_STREAM,
      {
        type: 'ChangeInspectionSettings',
        data: {
          aql: form.aql,
          templates: form.templates.map((t) => ({ kind: t.kind, checks: t.checks.map((c) => ({ ...c })) })),
          ...act(auth, metadata),
        },
      },
      metadata,
    );
  }
}
