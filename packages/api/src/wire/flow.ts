/** Wire types of 流程办理 (/api/flowable/operator/…, server apps/server/src/flow). */
export type FlowStatus = 'pending' | 'approved' | 'rejected' | 'revoked';
export type FlowScope = 'todo' | 'mine' | 'done' | 'all';

export interface FlowStep {
  stepNo: number;
  stepName: string;
  approverRole: string | null;
  approverUsername: string | null;
}

export interface FlowInstance {
  id: string;
  configId: string;
  flowName: string;
  businessType: string;
  businessKey: string;
  title: string;
  status: FlowStatus;
  statusName: string;
  /** 0-based index of the current step */
  stepIndex: number;
  currentStepName: string | null;
  steps: FlowStep[];
  initiatorName: string;
  createDate: string;
  updateDate: string;
  finishDate: string | null;
  version: number;
  canApprove: boolean;
  canRevoke: boolean;
}

export interface FlowAction {
  stepIndex: number;
  stepName: string;
  action: 'initiate' | 'approve' | 'reject' | 'revoke';
  actorName: string;
  comment: string | null;
  time: string;
}

export interface FlowConfigOption {
  id: string;
  flowName: string;
  businessType: string;
  stepCount: number;
}

/** 模板报表 datasets (GET /report/datasets) and a run (POST /report/template-report/run/:id). */
export interface ReportDataset {
  key: string;
  label: string;
  columns: { key: string; label: string; kind: 'text' | 'number' | 'date' | 'dateTime' }[];
}
export interface ReportRun {
  reportName: string;
  datasetLabel: string;
  grouped: boolean;
  columns: { key: string; label: string; kind: 'text' | 'number' | 'date' | 'dateTime' | 'count' }[];
  rows: Record<string, string | number | null>[];
  truncated: boolean;
}
