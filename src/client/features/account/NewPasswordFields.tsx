import { PlainPasswordField } from '../../components/PlainPasswordField.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A new password and its confirmation, named `password` and `confirm` in the form (read with formText);
 * `mismatch` says the two differ, and typing the confirmation again clears it.
 */
export function NewPasswordFields({ mismatch, onConfirmChange }: { mismatch: boolean; onConfirmChange: () => void }) {
  return (
    <>
      <PlainPasswordField label="Password" name="password" autoComplete="new-password" required placeholder="At least 8 characters" />
      <PlainPasswordField
        label="Confirm Password"
        name="confirm"
        autoComplete="new-password"
        required
        onChange={onConfirmChange}
        placeholder="Confirm password"
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}
      />
    </>
  );
}
