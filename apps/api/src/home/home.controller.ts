import { Controller, Get, Query } from '@nestjs/common';
import type { HomeAnswer } from '@packflow/contracts';
import { type AuthContext, SignedIn } from '../auth/access';
import { Actor } from '../http/params';
import { ReadYourWrites } from '../http/read-your-writes';
import { type Reply, reply } from '../http/reply';
import { HomeBoard } from './home-board';

/** /Home: the signed-in person's work waiting, account and today's counts (domain rules, "/Home is a real console"). */
@Controller()
export class HomeController {
  constructor(
    private readonly board: HomeBoard,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The tiles of the current role, each with its value and the list behind it. */
  @Get('home')
  @SignedIn()
  async home(
    @Actor() auth: AuthContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Reply<HomeAnswer>> {
    const freshness = await this.readYourWrites.await(query, this.board.readModelsOf(auth));
    return reply(await this.board.answer(auth, new Date()), { extra: freshness });
  }
}
