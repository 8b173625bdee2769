import { Module } from '@nestjs/common';
import { ContractsReadController } from './contracts-read.controller';
import { ContractDocumentController } from './document/contract-document.controller';
import { ContractsController } from './contracts.controller';
import { MakeContractHandler } from './handlers/make-contract';

/** The contracts area's controllers; the app module also lists them in CONTROLLERS. */
export const CONTRACT_CONTROLLERS = [
  ContractsController,
  ContractsReadController,
  ContractDocumentController,
];

/** The contracts area of the API: making a contract (a process) and reading them. */
@Module({
  controllers: CONTRACT_CONTROLLERS,
  providers: [MakeContractHandler],
})
export class ContractsModule {}
