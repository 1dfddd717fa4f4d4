import { createContext, useContext } from 'react';

/** The record a form's uploads belong to: the record-engine entity and, once saved, the record id. */
export interface AttachmentScope {
  entity: string | null;
  recordId: string | null;
}

const AttachmentScopeContext = createContext<AttachmentScope>({ entity: null, recordId: null });

/** FormDialog provides it; image fields read it so FormControl keeps its one-item props. */
export const AttachmentScopeProvider = AttachmentScopeContext.Provider;

export function useAttachmentScope(): AttachmentScope {
  return useContext(AttachmentScopeContext);
}
