import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type UseControllerProps } from 'react-hook-form';

type Props<Values extends FieldValues> = Pick<UseControllerProps<Values>, 'control' | 'name' | 'rules'> &
  Omit<TextFieldProps, 'name' | 'defaultValue' | 'value' | 'error'>;

/**
 * A labelled text field bound to a react-hook-form field: a failed rule shows its message as the
 * helper text (announced through aria-describedby) and marks the input aria-invalid.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  rules,
  helperText,
  ...props
}: Props<Values>) {
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name, rules });
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      {...field}
      inputRef={ref}
      error={!!error}
      helperText={error?.message ?? helperText}
    />
  );
}
