import type { ControlKind } from '../model/enums';
import type { FieldDefinition } from '../model/field';
import type { ControlHandler, ControlSpec } from './ControlHandler';
import { oneTxtControl } from './oneTxt';
import { moreTxtControl } from './moreTxt';
import { textareaControl, textareaSentenceControl } from './textarea';
import { autoCompleteControl, autoSelectControl, searchAutomaticControl } from './autoComplete';
import { dataBoxControl, dataBoxTimControl } from './dataBox';
import { dataRangeBoxControl } from './dataRangeBox';
import { timeBoxTimControl, timeRangeBoxControl } from './timeBox';
import { numberControl } from './number';
import { resourceControl, resourceMoreControl, resourceMoreFoldControl } from './resourceControls';
import { calculateControl } from './calculate';
import { selectControl, selectMoreControl } from './select';
import { singleElectionControl } from './singleElection';
import { multipleSelectionControl } from './multipleSelection';
import { booleanControl } from './boolean';
import { imgLogoControl, imgUploadEpControl } from './imgUpload';
import { noneWholeControl } from './noneWhole';

/** One handler per control kind; the Record type makes a missing kind a compile error. */
export const controlRegistry: Readonly<Record<ControlKind, ControlHandler>> = {
  ONE_TXT: oneTxtControl,
  MORE_TXT: moreTxtControl,
  TEXTAREA: textareaControl,
  TEXTAREA_SENTENCE: textareaSentenceControl,
  AUTO_COMPLETE: autoCompleteControl,
  DATA_BOX: dataBoxControl,
  DATA_BOX_TIM: dataBoxTimControl,
  DATA_RANGE_BOX: dataRangeBoxControl,
  TIME_BOX_TIM: timeBoxTimControl,
  TIME_RANGE_BOX: timeRangeBoxControl,
  NUMBER: numberControl,
  RESOURCE_CONTROLS: resourceControl,
  RESOURCE_CONTROLS_MORE: resourceMoreControl,
  RESOURCE_CONTROLS_MORE_FOLD: resourceMoreFoldControl,
  CALCULATE: calculateControl,
  SEARCH_AUTOMATIC: searchAutomaticControl,
  AUTO_SELECT: autoSelectControl,
  SELECT: selectControl,
  SELECT_MORE: selectMoreControl,
  SINGLE_ELECTION: singleElectionControl,
  MULTIPLE_SELECTION: multipleSelectionControl,
  BOOLEAN: booleanControl,
  IMG_UPLOAD_EP: imgUploadEpControl,
  IMG_LOGO: imgLogoControl,
  NONE_WHOLE: noneWholeControl,
};

/** The control of a field; no or unknown formSubmitType means ONE_TXT. */
export function describeControl(field: FieldDefinition): ControlSpec {
  const kind = field.formSubmitType;
  const handler = kind ? (controlRegistry as Record<string, ControlHandler | undefined>)[kind] : undefined;
  return (handler ?? oneTxtControl).describe(field);
}
