import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CatalogKind } from '@packflow/contracts';
import { catalog } from '@packflow/domain';
import type { CommandMetadata } from '@packflow/platform';
import type { Infrastructure } from '@packflow/runtime';
import { INFRA } from '../../tokens';
import type { CatalogResult } from './create-catalog-item';

/**
 * PUT catalog/:kind/:id: any subset of an item's form; `active` retires or restores it. The
 * `If-Match` revision is the item's version (its catalogue's stream also holds the other items,
 * whose changes must not refuse this one): the catalogue's rules compare it.
 */
export class ChangeCatalogItemCommand {
  constructor(
    readonly kind: CatalogKind,
    readonly id: string,
    readonly changes: Partial<catalog.ItemValues>,
    readonly metadata: CommandMetadata,
  ) {}
}

@CommandHandler(ChangeCatalogItemCommand)
export class ChangeCatalogItemHandler implements ICommandHandler<ChangeCatalogItemCommand, CatalogResult> {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  execute({ kind, id, changes, metadata }: ChangeCatalogItemCommand): Promise<CatalogResult> {
    const { expectedRevision: expectedVersion, ...rest } = metadata;
    return this.infra.commands.run(
      catalog.catalogDecider,
      catalog.catalogStream(kind),
      { type: 'ChangeCatalogItem', data: { kind, id, changes, expectedVersion } },
      rest,
    );
  }
}
