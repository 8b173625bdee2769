import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CustomerArea,
  type CustomerFields,
  type CustomerForm,
  type HighSeasSettings,
  type HighSeasSettingsChange,
  ResultCode,
  type Role,
} from '@packflow/contracts';
import { DomainError, account, customer, customerBook, customerKeys } from '@packflow/domain';
import type { CommandMetadata, Infrastructure } from '@packflow/platform';
import { ApiError } from '../http/api-exception.filter';
import { INFRA } from '../tokens';

/** Who acts: the signed-in person in their current role, with their area for a salesman. */
export interface CustomerActor {
  id: string;
  role: Role;
  areacode: 'Q' | 'L' | null;
}

const SUPERVISING: readonly Role[] = ['Admin', 'OperatorManage'];
export const supervises = (actor: CustomerActor): boolean => SUPERVISING.includes(actor.role);

const notFound = () => new ApiError(404, ResultCode.NOT_FOUND, 'common.notFound', {}, 'CUSTOMER.NOT_FOUND');
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

const EMPTY_FIELDS: CustomerFields = {
  name: '',
  gender: '',
  email: '',
  phone: '',
  enterprise: '',
  domestic: true,
  source: '',
  logistics: '',
  addresses: [],
  responsible: '',
};

/** The form's customer fields, the rest (area, owner) left to the caller. */
function fieldsOf(form: CustomerForm): Partial<CustomerFields> {
  const { area: _area, ...fields } = form;
  return fields;
}

/**
 * The customer commands with what surrounds them: the duplicate checks on phone and enterprise,
 * the code sequence, and the owners' customer books that hold the claim limits. A claim first
 * takes its place in the salesman's book (one stream per salesman, so their simultaneous claims
 * queue and a limit is never passed), then claims the customer (one stream per customer, so of
 * two salesmen claiming at once exactly one wins); the loser's book entry is withdrawn.
 */
@Injectable()
export class CustomerCommands {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async settings(): Promise<HighSeasSettings> {
    return (
      await this.infra.commands.load(
        customerKeys.highSeasSettingsDecider,
        customerKeys.HIGH_SEAS_SETTINGS_STREAM,
      )
    ).values;
  }

  load(id: string): Promise<customer.CustomerState> {
    return this.infra.commands.load(customer.customerDecider, customer.customerStream(id));
  }

  /** May the actor change this customer (edit, release)? Owners and supervisors may. */
  async reachable(actor: CustomerActor, id: string): Promise<customer.CustomerState> {
    const state = await this.load(id);
    if (!state.exists) throw notFound();
    if (supervises(actor) || state.owner?.id === actor.id) return state;
    throw notFound();
  }

  async create(
    actor: CustomerActor,
    form: CustomerForm,
    ownerId: string | undefined,
    metadata: CommandMetadata,
  ) {
    const owner = await this.ownerForNew(actor, ownerId);
    const area: CustomerArea =
      owner?.role === 'Traders'
        ? 'T'
        : (form.area ?? (owner?.id === actor.id ? actor.areacode : null) ?? 'Q');
    const fields: CustomerFields = { ...EMPTY_FIELDS, ...fieldsOf(form) };
    // The aggregate's own checks first, so a bad form leaves nothing behind.
    customer.customerDecider.decide(
      { type: 'CreateCustomer', data: { id: 'check', code: 'check', area, fields, owner, at: '' } },
      customer.customerDecider.initialState(),
    );
    const id = randomUUID();
    const undo: (() => Promise<unknown>)[] = [];
    try {
      await this.holdKeys(id, fields, metadata, undo);
      if (owner) {
        const limits = supervises(actor) ? null : await this.limits();
        await this.book(
          owner.id,
          { type: 'TakeCustomer', data: { customerId: id, day: dayOf(metadata.at), via: 'create', limits } },
          metadata,
        );
        undo.push(() => this.book(owner.id, { type: 'GiveCustomer', data: { customerId: id } }, metadata));
      }
      const code = await this.issueCode(area, id, metadata);
      return await this.run(
        id,
        { type: 'CreateCustomer', data: { id, code, area, fields, owner, at: metadata.at.toISOString() } },
        metadata,
      );
    } catch (error) {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      throw error;
    }
  }

  async edit(actor: CustomerActor, id: string, form: CustomerForm, metadata: CommandMetadata) {
    const state = await this.reachable(actor, id);
    const changes = fieldsOf(form);
    const next: CustomerFields = { ...state.fields, ...changes };
    const undo: (() => Promise<unknown>)[] = [];
    const phoneChanged =
      changes.phone !== undefined &&
      customerKeys.customerPhoneStream(changes.phone) !==
        customerKeys.customerPhoneStream(state.fields.phone);
    const enterpriseChanged =
      changes.enterprise !== undefined &&
      customerKeys.customerEnterpriseStream(changes.enterprise) !==
        customerKeys.customerEnterpriseStream(state.fields.enterprise);
    try {
      await this.holdKeys(
        id,
        {
          ...next,
          phone: phoneChanged ? next.phone : '',
          enterprise: enterpriseChanged ? next.enterprise : '',
        },
        metadata,
        undo,
      );
      const result = await this.run(id, { type: 'EditCustomer', data: { changes } }, metadata);
      if (phoneChanged) await this.releaseKey('phone', state.fields.phone, id, metadata);
      if (enterpriseChanged && state.fields.enterprise)
        await this.releaseKey('enterprise', state.fields.enterprise, id, metadata);
      return result;
    } catch (error) {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      throw error;
    }
  }

  async claim(actor: CustomerActor, id: string, metadata: CommandMetadata) {
    const settings = await this.settings();
    const at = metadata.at.toISOString();
    const state = await this.load(id);
    if (!state.exists) throw notFound();
    const refusal = customer.claimRefusal(state, actor.id, at, settings);
    if (refusal) throw refusal;
    const day = dayOf(metadata.at);
    await this.book(
      actor.id,
      { type: 'TakeCustomer', data: { customerId: id, day, via: 'claim', limits: settings } },
      metadata,
    );
    try {
      return await this.run(
        id,
        { type: 'ClaimCustomer', data: { salesmanId: actor.id, at, settings } },
        metadata,
      );
    } catch (error) {
      // Someone else won the race (or the customer changed): this claim neither counts nor owns.
      await this.book(actor.id, { type: 'WithdrawClaim', data: { customerId: id, day } }, metadata);
      throw error;
    }
  }

  async release(actor: CustomerActor, id: string, metadata: CommandMetadata) {
    const state = await this.reachable(actor, id);
    const by = state.owner?.id === actor.id ? actor.id : null;
    const result = await this.run(
      id,
      { type: 'ReleaseCustomer', data: { by, at: metadata.at.toISOString() } },
      metadata,
    );
    if (state.owner)
      await this.book(state.owner.id, { type: 'GiveCustomer', data: { customerId: id } }, metadata);
    return result;
  }

  async reassign(actor: CustomerActor, id: string, ownerId: string, metadata: CommandMetadata) {
    const state = await this.reachable(actor, id);
    const to = await this.validOwner(ownerId);
    const result = await this.run(
      id,
      { type: 'ReassignCustomer', data: { to, at: metadata.at.toISOString() } },
      metadata,
    );
    if (result.events.length) {
      if (state.owner)
        await this.book(state.owner.id, { type: 'GiveCustomer', data: { customerId: id } }, metadata);
      await this.book(
        to.id,
        {
          type: 'TakeCustomer',
          data: { customerId: id, day: dayOf(metadata.at), via: 'assign', limits: null },
        },
        metadata,
      );
    }
    return result;
  }

  async setGrade(actor: CustomerActor, id: string, gradeId: string | null, metadata: CommandMetadata) {
    await this.reachable(actor, id);
    if (gradeId) {
      const grade = await this.infra.commands.load(
        customerKeys.traderGradeDecider,
        customerKeys.traderGradeStream(gradeId),
      );
      if (!grade.exists || grade.deleted)
        throw new DomainError('GRADE.UNKNOWN', 'customers.gradeUnknown', {}, 'gradeId');
    }
    return this.run(id, { type: 'SetCustomerGrade', data: { gradeId } }, metadata);
  }

  /**
   * The daily review of one customer by the release job: releases it when the no-order limit has
   * passed (and gives it back from the owner's book), or warns the owner ahead of it.
   */
  async review(id: string, settings: HighSeasSettings, metadata: CommandMetadata) {
    const before = await this.load(id);
    const result = await this.run(
      id,
      { type: 'ReviewOwnership', data: { at: metadata.at.toISOString(), settings } },
      metadata,
    );
    if (before.owner && result.events.some((e) => e.type === 'CustomerReleased'))
      await this.book(before.owner.id, { type: 'GiveCustomer', data: { customerId: id } }, metadata);
    return result;
  }

  changeSettings(changes: HighSeasSettingsChange, metadata: CommandMetadata) {
    return this.infra.commands.run(
      customerKeys.highSeasSettingsDecider,
      customerKeys.HIGH_SEAS_SETTINGS_STREAM,
      { type: 'ChangeHighSeasSettings', data: { changes } },
      metadata,
    );
  }

  runGrade(id: string, command: customerKeys.TraderGradeCommand, metadata: CommandMetadata) {
    return this.infra.commands.run(
      customerKeys.traderGradeDecider,
      customerKeys.traderGradeStream(id),
      command,
      metadata,
    );
  }

  // ---------------------------------------------------------------- helpers

  private async limits(): Promise<customerBook.BookLimits> {
    const { maxOwned, maxClaimsPerDay } = await this.settings();
    return { maxOwned, maxClaimsPerDay };
  }

  private run(id: string, command: customer.CustomerCommand, metadata: CommandMetadata) {
    return this.infra.commands.run(customer.customerDecider, customer.customerStream(id), command, metadata);
  }

  private book(ownerId: string, command: customerBook.BookCommand, metadata: CommandMetadata) {
    return this.infra.commands.run(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(ownerId),
      command,
      metadata,
    );
  }

  private async issueCode(
    area: CustomerArea,
    customerId: string,
    metadata: CommandMetadata,
  ): Promise<string> {
    const { state } = await this.infra.commands.run(
      customerKeys.customerCodeDecider,
      customerKeys.customerCodesStream(area),
      { type: 'IssueCustomerCode', data: { area, customerId } },
      metadata,
    );
    return state.byCustomer[customerId]!;
  }

  /** Reserves the phone and (when given) the enterprise for the customer; `undo` collects the releases. */
  private async holdKeys(
    id: string,
    fields: Pick<CustomerFields, 'phone' | 'enterprise'>,
    metadata: CommandMetadata,
    undo: (() => Promise<unknown>)[],
  ): Promise<void> {
    if (fields.phone) {
      await this.key(
        'phone',
        fields.phone,
        { type: 'Reserve', data: { key: fields.phone, holder: id } },
        metadata,
      );
      undo.push(() => this.releaseKey('phone', fields.phone, id, metadata));
    }
    if (fields.enterprise.trim()) {
      await this.key(
        'enterprise',
        fields.enterprise,
        { type: 'Reserve', data: { key: fields.enterprise, holder: id } },
        metadata,
      );
      undo.push(() => this.releaseKey('enterprise', fields.enterprise, id, metadata));
    }
  }

  private releaseKey(kind: 'phone' | 'enterprise', value: string, id: string, metadata: CommandMetadata) {
    return this.key(kind, value, { type: 'Release', data: { key: value, holder: id } }, metadata);
  }

  private key(
    kind: 'phone' | 'enterprise',
    value: string,
    command: Parameters<typeof customerKeys.customerPhoneDecider.decide>[0],
    metadata: CommandMetadata,
  ) {
    return kind === 'phone'
      ? this.infra.commands.run(
          customerKeys.customerPhoneDecider,
          customerKeys.customerPhoneStream(value),
          command,
          metadata,
        )
      : this.infra.commands.run(
          customerKeys.customerEnterpriseDecider,
          customerKeys.customerEnterpriseStream(value),
          command,
          metadata,
        );
  }

  /** Salesmen and traders own what they create; supervisors create into the high seas or for someone. */
  private async ownerForNew(
    actor: CustomerActor,
    ownerId: string | undefined,
  ): Promise<customer.Owner | null> {
    if (actor.role === 'OperatorIndex' || actor.role === 'Traders') {
      if (ownerId && ownerId !== actor.id)
        throw new ApiError(
          400,
          ResultCode.VALIDATION_FAILED,
          'account.fieldNotAllowed',
          { field: 'ownerId' },
          'CUSTOMER.FIELD_NOT_ALLOWED',
        );
      return { id: actor.id, role: actor.role };
    }
    return ownerId ? this.validOwner(ownerId) : null;
  }

  /** An owner must be an active salesman or trader. */
  private async validOwner(ownerId: string): Promise<customer.Owner> {
    const state = await this.infra.commands.load(account.accountDecider, account.accountStream(ownerId));
    const role: customer.OwnerRole | null = state.profile.roles.includes('OperatorIndex')
      ? 'OperatorIndex'
      : state.profile.roles.includes('Traders')
        ? 'Traders'
        : null;
    if (!state.exists || state.status !== '正常' || !role)
      throw new DomainError('CUSTOMER.OWNER_INVALID', 'customers.ownerInvalid', {}, 'ownerId');
    return { id: ownerId, role };
  }
}
