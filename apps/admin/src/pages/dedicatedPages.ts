import type { ComponentType } from 'react';
import type { MenuItem } from '@wb/api';
import { ReportEmbedPage } from './ReportEmbedPage';
import { FlowOperatorPage } from './flow/FlowOperatorPage';
import { DynamicReportPage } from './report/DynamicReportPage';
import { CodeRulePage } from './system/CodeRulePage';
import { JobPage } from './system/JobPage';
import { MenuAdminPage } from './system/MenuAdminPage';
import { ScalePage } from './system/ScalePage';
import { WebhookPage } from './system/WebhookPage';

/**
 * Menu leaves with a screen of their own instead of the template-driven list page, by the leaf's
 * route path (as the client sees it, with /index). MenuRoutePage looks here first; add one line
 * per dedicated screen.
 */
export const DEDICATED_PAGES: Readonly<Record<string, ComponentType<{ item: MenuItem }>>> = {
  '/modules/sys/code_rule/index': CodeRulePage,
  '/modules/sys/quartz_job/index': JobPage,
  '/modules/sys/menu/index': MenuAdminPage,
  '/modules/sys/webhook/index': WebhookPage,
  '/modules/sys/scale/index': ScalePage,
  '/modules/flowable/operator/index': FlowOperatorPage,
  '/modules/report/dynamic_report/index': DynamicReportPage,
  '/conditional/index': ReportEmbedPage,
  '/Information/index': ReportEmbedPage,
  '/dayConditional/index': ReportEmbedPage,
  '/dayInformation/index': ReportEmbedPage,
  '/factoryvehicle/index': ReportEmbedPage,
};
