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
import {
  type Decider,
  type DomainEvent,
  DomainError,
  type ProcessCommand,
  type ProcessState,
  account,
  customer,
  customerBook,
  customerKeys,
  customerProcesses as processes,
  errorOf,
} from '@packflow/domain';
import type { Position } from '@packflow/eventstore';
import {
  CUSTOMER_CHANGE_REACTOR,
  CUSTOMER_CLAIMS_REACTOR,
  CUSTOMER_CREATION_REACTOR,
} from '@packflow/projections';
import { type CommandMetadata, type Infrastructure, lastPosition, processOutcome } from '@packflow/platform';
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

/** What a customer command answers: whether it changed anything, where, and whether it is still running. */
export interface Outcome {
  id: string;
  changed: boolean;
  position?: Position;
  pending?: true;
}
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
 * The customer commands. Each appends to one stream; what must follow elsewhere (the duplicate
 * checks on phone and enterprise, the code, the owners' customer books with the claim limits) is
 * carried by the customer reactors (projections/src/customers), and a command that starts such a
 * process waits, bounded, for its outcome.
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

  /**
   * A new customer is a process (customer-creation-<id>): recorded here with one append, carried
   * out by the creation reactor (phone and enterprise reserved, the owner's book place, the code).
   * The answer waits for the outcome: the customer, or the refusal ('duplicate phone', a full book).
   */
  async create(
    actor: CustomerActor,
    form: CustomerForm,
    ownerId: string | undefined,
    metadata: CommandMetadata,
  ): Promise<Outcome & { code: string }> {
    const owner = await this.ownerForNew(actor, ownerId);
    const area: CustomerArea =
      owner?.role === 'Traders'
        ? 'T'
        : (form.area ?? (owner?.id === actor.id ? actor.areacode : null) ?? 'Q');
    const fields: CustomerFields = { ...EMPTY_FIELDS, ...fieldsOf(form) };
    // The aggregate's own checks first, so a bad form leaves nothing behind.
    customer.customerDecider.decide(
      { type: 'CreateCustomer', data: { id: 'check', code: 'check', area, fields, owner, at: '', term: '' } },
      customer.customerDecider.initialState(),
    );
    const id = randomUUID();
    const limits = owner && !supervises(actor) ? await this.limits() : null;
    const stream = processes.creationStream(id);
    const started = await this.infra.commands.create(
      processes.creationDecider,
      stream,
      {
        type: 'StartProcess',
        data: { id, area, fields, owner, limits, day: dayOf(metadata.at), at: metadata.at.toISOString() },
      },
      metadata,
    );
    const process = await this.outcome(CUSTOMER_CREATION_REACTOR, processes.creationDecider, stream, started);
    return { ...process, id, code: process.state?.outcome?.code ?? '' };
  }

  /**
   * An edit: one append when it leaves the phone and the enterprise as they are; otherwise a
   * process that reserves the new ones first and releases the old ones after (customer-change-<id>).
   */
  async edit(
    actor: CustomerActor,
    id: string,
    form: CustomerForm,
    metadata: CommandMetadata,
  ): Promise<Outcome> {
    const state = await this.reachable(actor, id);
    const changes = fieldsOf(form);
    const phoneChanged =
      changes.phone !== undefined &&
      customerKeys.customerPhoneStream(changes.phone) !==
        customerKeys.customerPhoneStream(state.fields.phone);
    const enterpriseChanged =
      changes.enterprise !== undefined &&
      customerKeys.customerEnterpriseStream(changes.enterprise) !==
        customerKeys.customerEnterpriseStream(state.fields.enterprise);
    if (!phoneChanged && !enterpriseChanged) {
      const result = await this.run(id, { type: 'EditCustomer', data: { changes } }, metadata);
      return { id, changed: result.events.length > 0, position: result.position };
    }
    // The aggregate's checks first (a bad phone), so a refused form starts nothing.
    customer.customerDecider.decide({ type: 'EditCustomer', data: { changes } }, state);
    const changeId = randomUUID();
    const stream = processes.changeStream(changeId);
    const started = await this.infra.commands.create(
      processes.changeDecider,
      stream,
      { type: 'StartProcess', data: { changeId, customerId: id, changes } },
      metadata,
    );
    const process = await this.outcome(CUSTOMER_CHANGE_REACTOR, processes.changeDecider, stream, started);
    return { ...process, id, changed: process.state?.outcome?.changed ?? process.changed };
  }

  /**
   * A claim takes its place in the salesman's book first (his limits, decided one claim after the
   * other), then the claims reactor claims the customer (of two salesmen exactly one wins); a lost
   * claim's place is withdrawn with the refusal, which this answer gives.
   */
  async claim(actor: CustomerActor, id: string, metadata: CommandMetadata): Promise<Outcome> {
    const settings = await this.settings();
    const at = metadata.at.toISOString();
    const state = await this.load(id);
    if (!state.exists) throw notFound();
    const refusal = customer.claimRefusal(state, actor.id, at, settings);
    if (refusal) throw refusal;
    const term = randomUUID();
    const taken = await this.book(
      actor.id,
      {
        type: 'TakeCustomer',
        data: { customerId: id, day: dayOf(metadata.at), via: 'claim', limits: settings, term },
      },
      metadata,
    );
    const done = await this.infra.projections.waitFor(
      [CUSTOMER_CLAIMS_REACTOR],
      taken.position!,
      this.infra.config.PROCESS_WAIT_MS,
    );
    const now = await this.load(id);
    if (now.owner?.id === actor.id && now.ownerTerm === term)
      return {
        id,
        changed: true,
        position: await lastPosition(this.infra.store, customer.customerStream(id)),
      };
    const book = await this.infra.commands.load(
      customerBook.customerBookDecider,
      customerBook.customerBookStream(actor.id),
    );
    if (term in book.withdrawn) {
      const failure = book.withdrawn[term];
      throw failure ? errorOf(failure) : new DomainError('CUSTOMER.TAKEN', 'customers.takenByOther');
    }
    if (!done) return { id, changed: false, pending: true };
    throw new DomainError('CUSTOMER.TAKEN', 'customers.takenByOther');
  }

  /** One append: the customer goes back to the high seas; the books reactor gives it back from the owner's book. */
  async release(actor: CustomerActor, id: string, metadata: CommandMetadata) {
    const state = await this.reachable(actor, id);
    const by = state.owner?.id === actor.id ? actor.id : null;
    return this.run(id, { type: 'ReleaseCustomer', data: { by, at: metadata.at.toISOString() } }, metadata);
  }

  /** One append with a new ownership term; the books reactor moves the customer between the books. */
  async reassign(actor: CustomerActor, id: string, ownerId: string, metadata: CommandMetadata) {
    await this.reachable(actor, id);
    const to = await this.validOwner(ownerId);
    return this.run(
      id,
      { type: 'ReassignCustomer', data: { to, at: metadata.at.toISOString(), term: randomUUID() } },
      metadata,
    );
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
   * passed, or warns the owner ahead of it. The books reactor gives a released customer back.
   */
  review(id: string, settings: HighSeasSettings, metadata: CommandMetadata) {
    return this.run(
      id,
      { type: 'ReviewOwnership', data: { at: metadata.at.toISOString(), settings } },
      metadata,
    );
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

  /**
   * A process's answer: done (with the position of its last event, for read-your-writes), refused
   * (the recorded refusal is thrown), or still running (`pending`).
   */
  private async outcome<Request, Result, Event extends DomainEvent>(
    reactor: string,
    decider: Decider<ProcessState<Request, Result>, ProcessCommand<Request, Result>, Event>,
    stream: string,
    started: { position?: Position },
  ): Promise<{
    changed: boolean;
    position?: Position;
    pending?: true;
    state?: ProcessState<Request, Result>;
  }> {
    const { state, position } = await processOutcome(this.infra, reactor, decider, stream, started.position!);
    if (state.status === 'failed') throw errorOf(state.failure!);
    if (state.status === 'completed') return { changed: true, position, state };
    return { changed: false, pending: true, state };
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
