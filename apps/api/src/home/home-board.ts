import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  HOME_TILE_TONES,
  type HomeAnswer,
  type HomeTile,
  type HomeTileDefinition,
  seesHomeTile,
} from '@packflow/contracts';
import { type HomeReader, type HomeTileSource, HomeTiles, homeDay } from './home-tiles';

/**
 * Gathers the areas' tile sources (every provider marked `@HomeTiles()`) and answers a person's
 * tiles: those of their current role whose list they may read, each source asked once for its
 * tiles' values, in order of tone and then of each tile's place.
 */
@Injectable()
export class HomeBoard implements OnModuleInit {
  private readonly logger = new Logger('Home');
  private sources: HomeTileSource[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.sources = this.discovery
      .getProviders({ metadataKey: HomeTiles.KEY })
      .map((wrapper) => wrapper.instance as HomeTileSource)
      .filter((source) => source !== undefined && source !== null);
    const ids = this.sources.flatMap((s) => s.tiles.map((t) => t.id));
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length) throw new Error(`home tiles defined twice: ${twice.join(', ')}`);
    this.logger.debug(`${ids.length} home tiles from ${this.sources.length} areas`);
  }

  /** Every tile any area describes (the tests and the API document read it). */
  get tiles(): readonly HomeTileDefinition[] {
    return this.sources.flatMap((s) => s.tiles);
  }

  private visible(source: HomeTileSource, reader: HomeReader): HomeTileDefinition[] {
    return source.tiles.filter((tile) => seesHomeTile(tile, reader.role, reader.permissions));
  }

  /** The read models behind the reader's tiles (read-your-writes waits for these). */
  readModelsOf(reader: HomeReader): string[] {
    return [...new Set(this.sources.flatMap((s) => this.visible(s, reader).flatMap((t) => t.readModels)))];
  }

  async answer(reader: HomeReader, now: Date): Promise<HomeAnswer> {
    const day = homeDay(now);
    const perSource = await Promise.all(
      this.sources.map(async (source) => {
        const wanted = this.visible(source, reader);
        if (wanted.length === 0) return [];
        const values = await source.values(reader, wanted, day);
        return wanted.flatMap((tile): HomeTile[] => {
          const value = values[tile.id];
          if (!value) return [];
          const { roles: _roles, permission: _permission, order: _order, ...shown } = tile;
          return [{ ...shown, ...value, alert: value.alert ?? false, query: value.query ?? {} }];
        });
      }),
    );
    const order = new Map(this.tiles.map((t) => [t.id, t.order]));
    const tiles = perSource
      .flat()
      .sort(
        (a, b) =>
          HOME_TILE_TONES.indexOf(a.tone) - HOME_TILE_TONES.indexOf(b.tone) ||
          order.get(a.id)! - order.get(b.id)! ||
          a.id.localeCompare(b.id),
      );
    return { tiles, today: day.date };
  }
}
