import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { rules } from './rules';

/**
 * First and last name side by side (stacked on phones), with their rules
 * (docs/product.md, "Validation rules").
 */
export function NameFields<Values extends FieldValues & { firstName: string; lastName: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      <FormTextField
        control={control}
        name={'firstName' as Path<Values>}
        rules={rules.firstName}
        label="First Name"
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name={'lastName' as Path<Values>}
        rules={rules.lastName}
        label="Last Name"
        autoComplete="family-name"
      />
    </Stack>
  );
}

/** An email address, with its rule; `autoComplete="off"` when it is another person's. */
export function EmailField<Values extends FieldValues & { email: string }>({
  control,
  ...props
}: {
  control: Control<Values>;
  autoComplete?: 'email' | 'off';
  helperText?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'email' as Path<Values>}
      rules={rules.email}
      type="email"
      label="Email"
      autoComplete="email"
      {...props}
    />
  );
}

/** The current password, asked before a change of the password or the email. */
export function CurrentPasswordField<Values extends FieldValues & { currentPassword: string }>({
  control,
  helperText,
}: {
  control: Control<Values>;
  helperText?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={'currentPassword' as Path<Values>}
      rules={rules.currentPassword}
      type="password"
      label="Current Password"
      autoComplete="current-password"
      helperText={helperText}
    />
  );
}

interface NewPasswordFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The field of the new password (the confirmation is `confirmPassword`, never sent). */
  name: Path<Values>;
  label: string;
  confirmLabel: string;
  helperText?: string;
}

/** A new password and its confirmation, which must match ('Passwords do not match'). */
export function NewPasswordFields<Values extends FieldValues & { confirmPassword: string }>({
  control,
  name,
  label,
  confirmLabel,
  helperText,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        rules={rules.newPassword('confirmPassword' as Path<Values>)}
        type="password"
        label={label}
        autoComplete="new-password"
        helperText={helperText}
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as Path<Values>}
        rules={rules.confirmPassword(name)}
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
}

/** A person's names and email as they are sent: trimmed. */
export const trimmedPerson = ({
  firstName,
  lastName,
  email,
}: {
  firstName: string;
  lastName: string;
  email: string;
}) => ({
  firstName: firstName.trim(),
  lastName: lastName.trim(),
  email: email.trim(),
});
