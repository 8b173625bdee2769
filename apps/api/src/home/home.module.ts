import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HomeBoard } from './home-board';
import { HomeController } from './home.controller';

/** /Home's controller; the app module also lists it in CONTROLLERS (the route catalogue and the API document walk it). */
export const HOME_CONTROLLERS = [HomeController];

/** /Home: the board that gathers the areas' tiles (their `<area>.home.ts`, found by `@HomeTiles()`). */
@Module({
  imports: [DiscoveryModule],
  controllers: HOME_CONTROLLERS,
  providers: [HomeBoard],
})
export class HomeModule {}
