/**
 * The refusal every call but a password change and logout gets while the account holds a one-time password
 * (server/plugins/auth.ts). The browser app recognises it by this text to send the user to the password change.
 */
export const PASSWORD_CHANGE_REQUIRED = 'You must change your one-time password before you can continue.';
