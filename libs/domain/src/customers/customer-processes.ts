import type { CustomerArea, CustomerFields } from '@packflow/contracts';
import { type ProcessState, processDecider } from '../shared/process';
import type { Owner } from './customer';
import type { BookLimits } from './customer-book';

// ---------------------------------------------------------------- creation

/**
 * Creating a customer spans the phone's and the enterprise's reservation streams, the owner's
 * customer book (the limits), the area's code sequence and the customer's stream. The request is
 * recorded here; the creation reactor reserves, takes the book place, issues the code and creates,
 * and on a refusal (a duplicate phone, a full book) records it and releases what it reserved.
 */
export const creationStream = (customerId: string): string => `customer-creation-${customerId}`;

export interface CreationRequest {
  id: string;
  area: CustomerArea;
  fields: CustomerFields;
  owner: Owner | null;
  /** The owner's limits, or null when a supervisor creates for someone. */
  limits: BookLimits | null;
  day: string;
  at: string;
}

export const CREATION_EVENTS = {
  requested: 'CustomerCreationRequested',
  failed: 'CustomerCreationFailed',
  completed: 'CustomerCreationCompleted',
} as const;

export const creationDecider = processDecider<typeof CREATION_EVENTS, CreationRequest, { code: string }>(
  CREATION_EVENTS,
);
export type CreationState = ProcessState<CreationRequest, { code: string }>;

// ---------------------------------------------------------------- an edit that changes phone or enterprise

/**
 * An edit that changes the phone or the enterprise reserves the new one first, then edits, then
 * releases the old one; refused (the new phone is someone else's), it releases what it reserved.
 */
export const changeStream = (changeId: string): string => `customer-change-${changeId}`;

export interface ChangeRequest {
  changeId: string;
  customerId: string;
  changes: Partial<CustomerFields>;
}

export const CHANGE_EVENTS = {
  requested: 'CustomerChangeRequested',
  failed: 'CustomerChangeFailed',
  completed: 'CustomerChangeCompleted',
} as const;

export const changeDecider = processDecider<typeof CHANGE_EVENTS, ChangeRequest, { changed: boolean }>(
  CHANGE_EVENTS,
);
export type ChangeState = ProcessState<ChangeRequest, { changed: boolean }>;
