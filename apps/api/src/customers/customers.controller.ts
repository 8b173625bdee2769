import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Param, Post, Put, Req } from '@nestjs/common';
import {
  type MessageKey,
  ResultCode,
  customerFormSchema,
  highSeasSettingsSchema,
  strictForm,
  traderGradeSchema,
} from '@packflow/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { RequirePermission } from '../auth/access';
import { authOf } from '../auth/access.guard';
import { ApiError } from '../http/api-exception.filter';
import { reply } from '../http/reply';
import { commandMetadata } from '../http/request-metadata';
import { type CustomerActor, CustomerCommands } from './customer-commands';
import { ReleaseRuns } from './release-runs';

const idText = z.string().trim().max(100);
const ownerSchema = strictForm({ ownerId: idText.min(1) });
const gradeSchema = strictForm({ gradeId: idText });
const createSchema = customerFormSchema.extend({ ownerId: idText.optional() });

/** A command's answer: done (`msg`), nothing to change, or still running (the console follows it live). */
const answer = (
  id: string,
  result: { events?: unknown[]; changed?: boolean; pending?: true; position?: bigint },
  msg: MessageKey,
) =>
  reply(
    { id },
    {
      msg: result.pending
        ? 'process.inProgress'
        : (result.changed ?? Boolean(result.events?.length))
          ? msg
          : 'customers.unchanged',
      position: result.position,
    },
  );

/** Customers and the high seas: the commands. The lists and details are CustomersReadController's. */
@Controller()
export class CustomersController {
  constructor(
    private readonly customers: CustomerCommands,
    private readonly runs: ReleaseRuns,
  ) {}

  private actor(req: Request): CustomerActor {
    const auth = authOf(req);
    return { id: auth.accountId, role: auth.role, areacode: auth.areacode };
  }

  @Post('customer')
  @RequirePermission('POST@customer')
  async create(@Body() body: unknown, @Req() req: Request) {
    const { ownerId, ...form } = createSchema.parse(body ?? {});
    if (!form.name)
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.required', {}, 'VALIDATION.FAILED', {
        field: 'name',
      });
    if (!form.phone)
      throw new ApiError(422, ResultCode.VALIDATION_FAILED, 'validation.required', {}, 'VALIDATION.FAILED', {
        field: 'phone',
      });
    const result = await this.customers.create(
      this.actor(req),
      form,
      ownerId || undefined,
      commandMetadata(req),
    );
    return reply(
      { id: result.id, code: result.code },
      { msg: result.pending ? 'process.inProgress' : 'customers.created', position: result.position },
    );
  }

  @Put('customer/:id')
  @RequirePermission('PUT@customer/:id')
  async edit(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { area, ...form } = customerFormSchema.parse(body ?? {});
    if (area !== undefined)
      throw new ApiError(
        400,
        ResultCode.VALIDATION_FAILED,
        'account.fieldNotAllowed',
        { field: 'area' },
        'CUSTOMER.FIELD_NOT_ALLOWED',
      );
    return answer(
      id,
      await this.customers.edit(this.actor(req), id, form, commandMetadata(req)),
      'customers.saved',
    );
  }

  @Post('customer/:id/claim')
  @RequirePermission('POST@customer/:id/claim')
  async claim(@Param('id') id: string, @Req() req: Request) {
    return answer(
      id,
      await this.customers.claim(this.actor(req), id, commandMetadata(req)),
      'customers.claimed',
    );
  }

  @Post('customer/:id/release')
  @RequirePermission('POST@customer/:id/release')
  async release(@Param('id') id: string, @Req() req: Request) {
    return answer(
      id,
      await this.customers.release(this.actor(req), id, commandMetadata(req)),
      'customers.released',
    );
  }

  @Put('customer/:id/owner')
  @RequirePermission('PUT@customer/:id/owner')
  async reassign(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { ownerId } = ownerSchema.parse(body ?? {});
    return answer(
      id,
      await this.customers.reassign(this.actor(req), id, ownerId, commandMetadata(req)),
      'customers.reassigned',
    );
  }

  @Put('customer/:id/grade')
  @RequirePermission('PUT@customer/:id/grade')
  async grade(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { gradeId } = gradeSchema.parse(body ?? {});
    return answer(
      id,
      await this.customers.setGrade(this.actor(req), id, gradeId || null, commandMetadata(req)),
      'customers.gradeSet',
    );
  }

  @Put('customer-setting')
  @RequirePermission('PUT@customer-setting')
  async settings(@Body() body: unknown, @Req() req: Request) {
    const changes = highSeasSettingsSchema.parse(body ?? {});
    if (Object.keys(changes).length === 0)
      throw new ApiError(
        422,
        ResultCode.VALIDATION_FAILED,
        'validation.nothingToChange',
        {},
        'VALIDATION.FAILED',
      );
    const result = await this.customers.changeSettings(changes, commandMetadata(req));
    return reply(result.state.values, {
      msg: result.events.length ? 'customers.settingsSaved' : 'customers.unchanged',
      position: result.position,
    });
  }

  @Post('customer-grade')
  @RequirePermission('POST@customer-grade')
  async createGrade(@Body() body: unknown, @Req() req: Request) {
    const { name, factor } = traderGradeSchema.parse(body ?? {});
    const id = randomUUID();
    const result = await this.customers.runGrade(
      id,
      { type: 'CreateTraderGrade', data: { id, name, factor } },
      commandMetadata(req),
    );
    return answer(id, result, 'customers.gradeSaved');
  }

  @Put('customer-grade/:id')
  @RequirePermission('PUT@customer-grade/:id')
  async changeGrade(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    const { name, factor } = traderGradeSchema.parse(body ?? {});
    const result = await this.customers.runGrade(
      id,
      { type: 'ChangeTraderGrade', data: { id, name, factor } },
      commandMetadata(req),
    );
    return answer(id, result, 'customers.gradeSaved');
  }

  @Delete('customer-grade/:id')
  @RequirePermission('DELETE@customer-grade/:id')
  async deleteGrade(@Param('id') id: string, @Req() req: Request) {
    const result = await this.customers.runGrade(
      id,
      { type: 'DeleteTraderGrade', data: { id } },
      commandMetadata(req),
    );
    return answer(id, result, 'customers.gradeDeleted');
  }

  /** Runs today's high-seas release now (it also runs by itself every day). */
  @Post('customer-release/run')
  @RequirePermission('POST@customer-release/run')
  async runRelease(@Req() req: Request) {
    const day = commandMetadata(req).at.toISOString().slice(0, 10);
    await this.runs.enqueue(day);
    return reply({ day }, { msg: 'customers.releaseStarted' });
  }
}
