import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type MessageKey,
  reviewSchema,
  reworkFinishSchema,
  scheduleSchema,
  sendPartSchema,
  stageEntrySchema,
  stageReasonSchema,
  startStageSchema,
} from '@packflow/contracts';
import { productionPolicies } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { AuthContext } from '../auth/access';
import { RequirePermission } from '../auth/access';
import { Actor, EMPTY_FORM, Form, Meta, type Parsed } from '../http/params';
import { reply } from '../http/reply';
import { ReviewProductionCommand } from './handlers/review-production';
import { FinishReworkCommand, type ReworkResult } from './handlers/rework-finish';
import { ScheduleStageCommand } from './handlers/schedule-stage';
import { type StageStep, StageStepCommand } from './handlers/stage-step';
import { type ProductionResult, factoryActor } from './production-inputs';

/** What a production command answers: where the job and the stage stand now, and the position to read after. */
function answer(orderId: string, stage: string | null, result: ProductionResult, msg: MessageKey) {
  const s = result.state;
  const card = stage ? s.stages.find((x) => x.key === stage) : undefined;
  return reply(
    {
      orderId,
      phase: productionPolicies.phaseOf(s),
      reviewStatus: s.review.status,
      ...(card ? { stage: card.key, state: card.state } : {}),
    },
    { msg, position: result.position },
  );
}

/** The factory's writes on a production job: review, scheduling and each stage's steps. Reads are ProductionReadController's. */
@Controller()
export class ProductionController {
  constructor(private readonly commandBus: CommandBus) {}

  private run(command: object): Promise<ProductionResult> {
    return this.commandBus.execute<object, ProductionResult>(command);
  }

  /** One step of a stage's job card, answered with where the stage stands now. */
  private async step(
    auth: AuthContext,
    orderId: string,
    step: StageStep,
    meta: CommandMetadata,
    msg: MessageKey,
  ) {
    const result = await this.run(new StageStepCommand(factoryActor(auth), orderId, step, meta));
    return answer(orderId, step.data.stage, result, msg);
  }

  @Post('production/:orderId/review')
  @RequirePermission('POST@production/:orderId/review')
  async review(
    @Param('orderId') orderId: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(reviewSchema) form: Parsed<typeof reviewSchema>,
  ) {
    const result = await this.run(new ReviewProductionCommand(factoryActor(auth), orderId, form, meta));
    return answer(
      orderId,
      null,
      result,
      form.decision === 'confirm' ? 'production.confirmed' : 'production.rejected',
    );
  }

  @Post('production/:orderId/stages/:stage/schedule')
  @RequirePermission('POST@production/:orderId/stages/:stage/schedule')
  async schedule(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(scheduleSchema) { machineId, plannedStart }: Parsed<typeof scheduleSchema>,
  ) {
    const result = await this.run(
      new ScheduleStageCommand(factoryActor(auth), orderId, stage, machineId, plannedStart, meta),
    );
    return answer(orderId, stage, result, 'production.scheduled');
  }

  @Post('production/:orderId/stages/:stage/start')
  @RequirePermission('POST@production/:orderId/stages/:stage/start')
  async start(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(startStageSchema) { operators }: Parsed<typeof startStageSchema>,
  ) {
    return this.step(
      auth,
      orderId,
      { type: 'StartStage', data: { stage, operators: [...operators] } },
      meta,
      'production.started',
    );
  }

  @Post('production/:orderId/stages/:stage/pause')
  @RequirePermission('POST@production/:orderId/stages/:stage/pause')
  async pause(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(stageReasonSchema) { reason }: Parsed<typeof stageReasonSchema>,
  ) {
    return this.step(
      auth,
      orderId,
      { type: 'PauseStage', data: { stage, reason } },
      meta,
      'production.paused',
    );
  }

  @Post('production/:orderId/stages/:stage/resume')
  @RequirePermission('POST@production/:orderId/stages/:stage/resume')
  async resume(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    return this.step(auth, orderId, { type: 'ResumeStage', data: { stage } }, meta, 'production.resumed');
  }

  @Post('production/:orderId/stages/:stage/entries')
  @RequirePermission('POST@production/:orderId/stages/:stage/entries')
  async entry(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(stageEntrySchema) entry: Parsed<typeof stageEntrySchema>,
  ) {
    return this.step(
      auth,
      orderId,
      { type: 'RecordStageEntry', data: { stage, ...entry } },
      meta,
      'production.entryRecorded',
    );
  }

  @Post('production/:orderId/stages/:stage/finish')
  @RequirePermission('POST@production/:orderId/stages/:stage/finish')
  async finish(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(EMPTY_FORM) _form: Parsed<typeof EMPTY_FORM>,
  ) {
    return this.step(auth, orderId, { type: 'FinishStage', data: { stage } }, meta, 'production.finished');
  }

  @Post('production/:orderId/stages/:stage/cure-override')
  @RequirePermission('POST@production/:orderId/stages/:stage/cure-override')
  async overrideCure(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(stageReasonSchema) { reason }: Parsed<typeof stageReasonSchema>,
  ) {
    return this.step(
      auth,
      orderId,
      { type: 'OverrideCure', data: { stage, reason } },
      meta,
      'production.cureOverridden',
    );
  }

  /** Product sends part of the last stage's good output to inspection: the order's next lot. */
  @Post('production/:orderId/stages/:stage/send-part')
  @RequirePermission('POST@production/:orderId/stages/:stage/send-part')
  async sendPart(
    @Param('orderId') orderId: string,
    @Param('stage') stage: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(sendPartSchema) { partId, quantity }: Parsed<typeof sendPartSchema>,
  ) {
    return this.step(
      auth,
      orderId,
      { type: 'SendPartLot', data: { stage, partId, quantity } },
      meta,
      'production.partSent',
    );
  }

  /** Product finishes a rework: its good output goes back to inspection as the order's next lot. */
  @Post('production/:orderId/rework/:lot/finish')
  @RequirePermission('POST@production/:orderId/rework/:lot/finish')
  async finishRework(
    @Param('orderId') orderId: string,
    @Param('lot') lot: string,
    @Actor() auth: AuthContext,
    @Meta() meta: CommandMetadata,
    @Form(reworkFinishSchema) form: Parsed<typeof reworkFinishSchema>,
  ) {
    const result = await this.commandBus.execute<object, ReworkResult>(
      new FinishReworkCommand(factoryActor(auth), orderId, lot, form, meta),
    );
    const item = result.state.items.find((i) => i.reworkId === `${orderId}:${Number(lot)}`);
    return reply(
      { orderId, reworkId: item?.reworkId ?? null, finished: !!item?.finished },
      { position: result.position },
    );
  }
}
