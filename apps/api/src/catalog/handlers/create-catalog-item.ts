import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CatalogKind } from '@packflow/contracts';
import { catalog } from '@packflow/domain';
import type { CommandMetadata, CommandResult } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';

export type CatalogResult = CommandResult<catalog.CatalogEvent, catalog.CatalogState>;

/** POST catalog/:kind: a new item of one catalogue (bag types are a fixed set). */
export class CreateCatalogItemCommand {
  constructor(
    readonly kind: CatalogKind,
    readonly id: string,
    readonly values: catalog.ItemValues,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(CreateCatalogItemCommand)
export class CreateCatalogItemHandler implements ICommandHandler<CreateCatalogItemCommand, CatalogResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ kind, id, values, metadata }: CreateCatalogItemCommand): Promise<CatalogResult> {
    return this.infra.commands.run(
      catalog.catalogDecider,
      catalog.catalogStream(kind),
      { type: 'CreateCatalogItem', data: { kind, id, values } },
      metadata,
    );
  }
}
