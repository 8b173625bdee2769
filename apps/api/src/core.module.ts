import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Infrastructure } from '@packflow/runtime';
import { LoginService } from './auth/login.service';
import { Sessions } from './auth/sessions';
import { ReadYourWrites } from './http/read-your-writes';
import { Accounts } from './staff/accounts';
import { INFRA } from './tokens';

/**
 * What every area module may inject: the infrastructure (INFRA: event store, command runner, read
 * models, jobs), sessions, accounts and read-your-writes. Global, so an area module lists only its
 * own controllers and handlers.
 */
@Global()
@Module({})
export class CoreModule {
  static register(infra: Infrastructure): DynamicModule {
    const providers = [{ provide: INFRA, useValue: infra }, Sessions, Accounts, LoginService, ReadYourWrites];
    return { module: CoreModule, providers, exports: providers };
  }
}
