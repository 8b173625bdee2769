import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShippingSettingsForm, ShippingSettingsView } from '@packflow/contracts';
import { shippingSettings } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { ShippingInputs, act } from '../shipping-inputs';

export type ShippingSettingsResult = CommandResult<
  shippingSettings.ShippingSettingsEvent,
  ShippingSettingsView
>;

/** Admin changes the over-shipment tolerance and the provinces counted remote. */
export class ChangeShippingSettingsCommand {
  constructor(
    readonly auth: AuthContext,
    readonly form: ShippingSettingsForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeShippingSettingsCommand)
export class ChangeShippingSettingsHandler implements ICommandHandler<
  ChangeShippingSettingsCommand,
  ShippingSettingsResult
> {
  constructor(private readonly inputs: ShippingInputs) {}

  execute({ auth, form, metadata }: ChangeShippingSettingsCommand): Promise<ShippingSettingsResult> {
    return this.inputs.infra.commands.run(
      shippingSettings.shippingSettingsDecider,
      shippingSettings.SHIPPING_SETTINGS_STREAM,
      {
        type: 'ChangeShippingSettings',
        data: {
          tolerancePct: form.tolerancePct,
          remoteProvinces: [...form.remoteProvinces],
          ...act(auth, metadata),
        },
      },
      metadata,
    );
  }
}
