import { toPosition } from './position';

/**
 * Read your writes (architecture: "a query may pass the position of a command"). A command's
 * answer carries the position of its last event; reads of the read models it touched pass the
 * highest such position as `_position`, and the API waits until that read model has caught up,
 * so the user never sees a screen without the change they just made.
 */
const written = new Map<string, bigint>();

export function rememberWrite(readModel: string, position: string | undefined): void {
  const at = toPosition(position);
  if (at === undefined) return;
  const before = written.get(readModel);
  if (before === undefined || at > before) written.set(readModel, at);
}

/** The `_position` to send when reading this read model, if this tab has written to it. */
export function readPosition(readModel: string): string | undefined {
  return written.get(readModel)?.toString();
}
