// The visitor's popup record in local storage (spec: closed date, version, submitted), read and
// written through core's keys. Storage may be refused (private windows, blocked site data): a record
// that cannot be read is none (the popup shows), one that cannot be written is forgotten.
import { POPUP_OVERLAY_STORAGE_KEYS, type PopupOverlayRecord, parsePopupOverlayRecord } from '@tessera/core';

export function readPopupRecord(storage: Storage = localStorage): PopupOverlayRecord | null {
  try {
    return parsePopupOverlayRecord({
      closedDate: storage.getItem(POPUP_OVERLAY_STORAGE_KEYS.closedDate),
      version: storage.getItem(POPUP_OVERLAY_STORAGE_KEYS.version),
      submitted: storage.getItem(POPUP_OVERLAY_STORAGE_KEYS.submitted),
    });
  } catch {
    return null;
  }
}

export function writePopupRecord(change: PopupOverlayRecord, storage: Storage = localStorage): void {
  try {
    if (change.version !== undefined)
      storage.setItem(POPUP_OVERLAY_STORAGE_KEYS.version, String(change.version));
    if (change.closedDate !== undefined)
      storage.setItem(POPUP_OVERLAY_STORAGE_KEYS.closedDate, String(change.closedDate));
    if (change.submitted === true) storage.setItem(POPUP_OVERLAY_STORAGE_KEYS.submitted, 'true');
    if (change.submitted === false) storage.removeItem(POPUP_OVERLAY_STORAGE_KEYS.submitted);
  } catch {
    // Nothing kept: the popup will show again, which is the rule's answer for no record.
  }
}
