// The runtime's two dialogs of the spec, on its one dialog (dialog/confirmation.ts): the logout notice
// (spec section 2) and the full-page system error (section 8). A native modal: focus moves in and
// stays, Escape closes, focus returns where it was.
import { SYSTEM_ERROR_DIALOG } from '@tessera/core';
import { type Confirmation, showConfirmation } from './dialog/confirmation.ts';

export type CloseDialog = () => void;

/** Spec section 2: shown when the address has logout=true. */
export function showLogoutDialog(): CloseDialog {
  return showConfirmation({
    title: 'Logout Successful',
    message: 'You have been successfully logged out.',
    cancel: null,
  }).close;
}

let systemError: Confirmation | null = null;

/**
 * Spec section 8: the full-page system error. A second failure while it is open updates its
 * text rather than stacking another dialog.
 */
export function showSystemErrorDialog(message = ''): CloseDialog {
  if (systemError?.isShown()) {
    systemError.setMessage(message);
    return systemError.close;
  }
  systemError = showConfirmation({
    title: SYSTEM_ERROR_DIALOG.title,
    message,
    confirm: SYSTEM_ERROR_DIALOG.reloadButton,
    cancel: SYSTEM_ERROR_DIALOG.clearButton,
    fullPage: true,
  });
  void systemError.answer.then((answer) => {
    if (answer === 'confirm') location.reload();
  });
  return systemError.close;
}
