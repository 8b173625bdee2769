import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InspectForm } from '@packflow/contracts';
import { inspectionSettings } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../../auth/access';
import { InspectionInputs, type InspectionResult, act, lotIdOf } from '../inspection-inputs';

/**
 * QualityTesting's inspection of a waiting lot: the sample, the template's checks answered, the
 * defect counts, photos and note. The decider judges it against Admin's AQL and the order's
 * template as they stand now (copied into the record, so a later change never rewrites it).
 */
export class InspectLotCommand {
  constructor(
    readonly auth: AuthContext,
    readonly orderId: string,
    readonly lot: string,
    readonly form: InspectForm,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(InspectLotCommand)
export class InspectLotHandler implements ICommandHandler<InspectLotCommand, InspectionResult> {
  constructor(private readonly inputs: InspectionInputs) {}

  async execute({ auth, orderId, lot, form, metadata }: InspectLotCommand): Promise<InspectionResult> {
    const lotId = lotIdOf(orderId, lot);
    const settings = await this.inputs.settings();
    return this.inputs.run(auth, orderId, metadata, (state) => ({
      type: 'InspectLot',
      data: {
        lotId,
        sampleSize: form.sampleSize,
        checks: form.checks.map((c) => ({
          key: c.key,
          ...(c.passed === undefined ? {} : { passed: c.passed }),
          ...(c.value === undefined ? {} : { value: c.value }),
          ...(c.norm === undefined ? {} : { norm: c.norm }),
        })),
        defects: form.defects.map((d) => ({ kind: d.kind, count: d.count })),
        goodQuantity: form.goodQuantity,
        photos: form.photos,
        note: form.note,
        aql: settings.aql,
        template: inspectionSettings.templateFor(
          settings,
          state.order?.templateKind === 'rollFilm' ? null : (state.order?.templateKind ?? null),
        ),
        ...act(auth, metadata),
      },
    }));
  }
}
