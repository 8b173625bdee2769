import { Module } from '@nestjs/common';
import { RolesController } from '../auth/roles.controller';
import { CreateStaffHandler } from './handlers/create-staff';
import { ResetStaffPasswordHandler } from './handlers/reset-staff-password';
import { SaveStaffHandler } from './handlers/save-staff';
import { SetRolePermissionsHandler } from './handlers/set-role-permissions';
import { SetStaffStatusHandler } from './handlers/set-staff-status';
import { UnlockStaffHandler } from './handlers/unlock-staff';
import { LoginLogController } from './login-log.controller';
import { StaffReadController } from './staff-read.controller';
import { StaffController } from './staff.controller';

/** The identity area's routes: staff records and roles (sign-in and sessions are the API core's). */
export const IDENTITY_CONTROLLERS = [
  StaffReadController,
  StaffController,
  RolesController,
  LoginLogController,
];

@Module({
  controllers: IDENTITY_CONTROLLERS,
  providers: [
    CreateStaffHandler,
    SaveStaffHandler,
    SetStaffStatusHandler,
    ResetStaffPasswordHandler,
    UnlockStaffHandler,
    SetRolePermissionsHandler,
  ],
})
export class IdentityModule {}
