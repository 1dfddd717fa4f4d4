import type { Migration } from 'kysely';
import { foundation } from './001_foundation';
import { weighing } from './002_weighing';
import { masterData } from './004_master_data';
import { templatesMigration } from '../../templates/migration';

/** Every migration in order; names sort by their number prefix. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_weighing': weighing,
  '003_templates': templatesMigration,
  '004_master_data': masterData,
};
