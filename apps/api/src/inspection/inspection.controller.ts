import { Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  concessionDecisionSchema,
  disposeSchema,
  inspectSchema,
  inspectionSettingsSchema,
} from '@packflow/contracts';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import {
  ChangeInspectionSettingsCommand,
  type InspectionSettingsResult,
} from './handlers/change-inspection-settings';
import { DecideConcessionCommand } from './handlers/decide-concession';
import { DisposeLotCommand } from './handlers/dispose-lot';
import { InspectLotCommand } from './handlers/inspect-lot';
import type { InspectionResult } from './inspection-inputs';

/** What a lot's command answers: where the lot stands now, and the position to read after. */
function answer(orderId: string, lot: string, result: InspectionResult) {
  const found = result.state.lots.find((l) => l.n === Number(lot));
  return reply(
    {
      orderId,
      lotId: found?.id ?? `${orderId}:${lot}`,
      status: found?.status ?? null,
      result: found?.inspection?.result ?? null,
      supplementaryOrderId: found?.disposition?.supplementaryOrderId ?? null,
    },
    { position: result.position },
  );
}

/** Quality inspection's writes: inspect a lot, dispose of a failed one, answer a concession, Admin's settings. */
@Controller()
export class InspectionController {
  constructor(private readonly commandBus: CommandBus) {}

  private run<R>(command: object): Promise<R> {
    return this.commandBus.execute<object, R>(command);
  }

  @Post('inspection/:orderId/lots/:lot/inspect')
  @RequirePermission('POST@inspection/:orderId/lots/:lot/inspect')
  async inspect(
    @Param('orderId') orderId: string,
    @Param('lot') lot: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(inspectSchema) form: Parsed<typeof inspectSchema>,
  ) {
    const result = await this.run<InspectionResult>(new InspectLotCommand(auth, orderId, lot, form, meta));
    return answer(orderId, lot, result);
  }

  @Post('inspection/:orderId/lots/:lot/dispose')
  @RequirePermission('POST@inspection/:orderId/lots/:lot/dispose')
  async dispose(
    @Param('orderId') orderId: string,
    @Param('lot') lot: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(disposeSchema) form: Parsed<typeof disposeSchema>,
  ) {
    const result = await this.run<InspectionResult>(new DisposeLotCommand(auth, orderId, lot, form, meta));
    return answer(orderId, lot, result);
  }

  @Post('inspection/:orderId/lots/:lot/concession')
  @RequirePermission('POST@inspection/:orderId/lots/:lot/concession')
  async concession(
    @Param('orderId') orderId: string,
    @Param('lot') lot: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(concessionDecisionSchema) form: Parsed<typeof concessionDecisionSchema>,
  ) {
    const result = await this.run<InspectionResult>(
      new DecideConcessionCommand(auth, orderId, lot, form, meta),
    );
    return answer(orderId, lot, result);
  }

  @Put('inspection/settings')
  @RequirePermission('PUT@inspection/settings')
  async settings(
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(inspectionSettingsSchema) form: Parsed<typeof inspectionSettingsSchema>,
  ) {
    const result = await this.run<InspectionSettingsResult>(
      new ChangeInspectionSettingsCommand(auth, form, meta),
    );
    return reply(result.state, { position: result.position });
  }
}
