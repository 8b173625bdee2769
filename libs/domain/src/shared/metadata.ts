/**
 * What a command carries besides its data: who issued it, in which role, when, as part of which
 * request, and (for a reactor's command) in reaction to which event, with the key its event ids
 * come from. Plain data, the same for a person's request and a reactor's reaction.
 */
export interface CommandMetadata {
  userId: string | null;
  role: string | null;
  at: Date;
  correlationId: string;
  /** The event this command reacts to, for a reactor's commands. */
  causationId?: string;
  /**
   * Makes the append idempotent: its event ids are derived from this key (a reactor passes the
   * triggering event's id and the step), so a command run again after a crash appends nothing new.
   */
  idempotencyKey?: string;
  /**
   * The stream revision the person looked at (sent as `If-Match`): when the stream has moved on
   * since, the command is refused with RecordChangedError instead of deciding on a state they never
   * saw. Absent: decided on whatever is current.
   */
  expectedRevision?: number;
}
