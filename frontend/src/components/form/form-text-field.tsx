import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type UseControllerProps, type Validate } from 'react-hook-form';
import { countedHelp, fits, LIMITED_MAX_ROWS, type LengthLimit } from './length-limit';

type Rules<Values extends FieldValues> = UseControllerProps<Values>['rules'];

type Props<Values extends FieldValues> = Pick<UseControllerProps<Values>, 'control' | 'name' | 'rules'> &
  Omit<TextFieldProps, 'name' | 'defaultValue' | 'value' | 'error'> & {
    /** A free-text field's length (trimmed, as it is sent): kept whole, counted, refused while over. */
    limit?: LengthLimit;
  };

/** `rules` with the length's own check beside the field's (a function or an object of them). */
function withLimit<Values extends FieldValues>(rules: Rules<Values>, limit: LengthLimit): Rules<Values> {
  const own = rules?.validate;
  const validate: Record<string, Validate<string, Values>> = {
    ...(typeof own === 'function' ? { own } : own),
    fits: (value) => fits(limit)(String(value ?? '').trim().length),
  };
  return { ...rules, validate } as Rules<Values>;
}

/**
 * A labelled text field bound to a react-hook-form field: a failed rule shows its message as the
 * helper text (announced through aria-describedby) and marks the input aria-invalid. With a `limit`,
 * the helper text also counts the characters, and says at once when there are too many.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  rules,
  helperText,
  limit,
  ...props
}: Props<Values>) {
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name, rules: limit ? withLimit(rules, limit) : rules });
  const help = limit
    ? countedHelp(String(field.value ?? '').trim().length, limit, error?.message, helperText)
    : { error: !!error, helperText: error?.message ?? helperText };
  const maxRows = limit && props.multiline ? LIMITED_MAX_ROWS : undefined;
  return (
    <TextField fullWidth margin="normal" maxRows={maxRows} {...props} {...field} inputRef={ref} {...help} />
  );
}
