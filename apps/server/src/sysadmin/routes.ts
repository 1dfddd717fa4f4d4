import type { FastifyInstance } from 'fastify';
import { registerConfigRoutes } from './configEntities';
import { registerLicenceRoutes } from './licence';
import { registerLogRoutes } from './logs';
import { registerMenuRoutes } from './menuAdmin';
import { registerOrgRoutes } from './orgStructure';
import { registerRoleRoutes } from './roles';
import { registerUserRoutes } from './users';

/** The system-administration screens' routes (under /api; each behind its menu's permission keys). */
export async function sysAdminRoutes(app: FastifyInstance): Promise<void> {
  registerUserRoutes(app);
  registerRoleRoutes(app);
  registerMenuRoutes(app);
  registerOrgRoutes(app);
  registerConfigRoutes(app);
  registerLogRoutes(app);
  registerLicenceRoutes(app);
}
