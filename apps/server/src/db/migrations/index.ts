import type { Migration } from 'kysely';
import { foundation } from './001_foundation';
import { weighing } from './002_weighing';
import { masterData } from './004_master_data';
import { systemServices } from './007_system_services';
import { scales } from './008_scales';
import { listIndexes } from './009_list_indexes';
import { weighingFlow } from './014_weighing_flow';
import { catalogWithIndexes } from './catalogWithIndexes';
import { realtimePrint } from './013_realtime_print';
import { reportsFlow } from './016_reports_flow';
import { templatesMigration } from '../../templates/migration';
import { attachmentsMigration } from '../../attachments/migration';
import { lowcodeMigration } from '../../lowcode/migration';
import { CATALOG_005, CATALOG_010, CATALOG_011 } from '../../crud/catalog/declarations/index';
import { systemAdminMigration } from '../../sysadmin/migration';
import { selfServiceMigration } from '../../selfService/migration';

/** Every migration in order; names sort by their number prefix. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_weighing': weighing,
  '003_templates': templatesMigration,
  '004_master_data': masterData,
  '005_catalog': catalogWithIndexes(CATALOG_005),
  '006_attachments': attachmentsMigration,
  '007_system_services': systemServices,
  '008_scales': scales,
  '009_list_indexes': listIndexes,
  '010_catalog_archives': catalogWithIndexes(CATALOG_010),
  '011_catalog_documents': catalogWithIndexes(CATALOG_011),
  '012_system_admin': systemAdminMigration,
  '013_realtime_print': realtimePrint,
  '014_weighing_flow': weighingFlow,
  '015_lowcode': lowcodeMigration,
  '016_reports_flow': reportsFlow,
  '017_self_service_accounts': selfServiceMigration,
};
