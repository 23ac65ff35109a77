import * as m from '@messages/account';
import { PlainPasswordField } from '../../components/PlainPasswordField.js';

export const PASSWORDS_DO_NOT_MATCH = m.passwordsDoNotMatch;

/**
 * A new password and its confirmation, named `password` and `confirm` in the form (read with formText);
 * `mismatch` says the two differ, and typing the confirmation again clears it.
 */
export function NewPasswordFields({ mismatch, onConfirmChange }: { mismatch: boolean; onConfirmChange: () => void }) {
  return (
    <>
      <PlainPasswordField label={m.password} name="password" autoComplete="new-password" required placeholder={m.newPasswordPlaceholder} />
      <PlainPasswordField
        label={m.confirmPassword}
        name="confirm"
        autoComplete="new-password"
        required
        onChange={onConfirmChange}
        placeholder={m.confirmPasswordPlaceholder}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}
      />
    </>
  );
}
