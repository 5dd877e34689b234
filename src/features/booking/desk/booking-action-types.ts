export interface BookingActionItem {
  id: string;
  name: string;
  firstName: string;
  language: string;
  when: string;
  started: boolean;
  outcome: 'held' | 'no-show' | null;
}

import type { SlotPickerTexts } from './slot-picker';

export interface BookingActionTexts extends SlotPickerTexts {
  cancel: string;
  cancelTitle: string;
  cancelText: string;
  noteLabel: string;
  noteHint: string;
  confirmCancel: string;
  keep: string;
  cancelled: string;
  move: string;
  moveTitle: string;
  moveText: string;
  confirmMove: string;
  moved: string;
  close: string;
  outcomeLabel: string;
  held: string;
  noShow: string;
  marked: string;
  optional: string;
  failed: string;
  errors: Record<string, string>;
}
