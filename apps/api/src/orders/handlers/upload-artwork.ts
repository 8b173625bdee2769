import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseFilePath, splitFilePaths } from '@packflow/contracts';
import { orderPolicies, storedFile } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import { type OrderActor, OrderInputs, type OrderResult, act } from '../order-inputs';

/**
 * Artwork for an order: library files the actor may use (what the order holds already may stay);
 * it waits as 'not confirmed' until production reviews it.
 */
export class UploadArtworkCommand {
  constructor(
    readonly actor: OrderActor,
    readonly id: string,
    readonly files: string,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(UploadArtworkCommand)
export class UploadArtworkHandler implements ICommandHandler<UploadArtworkCommand, OrderResult> {
  constructor(private readonly inputs: OrderInputs) {}

  execute({ actor, id, files, metadata }: UploadArtworkCommand): Promise<OrderResult> {
    return this.inputs.act(actor, id, metadata, async (state) => {
      const held = new Set(splitFilePaths(state.artwork.files));
      for (const path of splitFilePaths(files)) {
        const named = parseFilePath(path);
        const { file } = named
          ? await this.inputs.infra.commands.load(storedFile.fileDecider, storedFile.fileStream(named.id))
          : { file: null };
        orderPolicies.assertArtworkFile(actor, path, file?.path === path ? file : null, held.has(path));
      }
      return { type: 'UploadArtwork', data: { files, ...act(actor, metadata) } };
    });
  }
}
