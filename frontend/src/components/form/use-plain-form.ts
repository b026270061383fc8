import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

/** The form of a PlainFormDialog, which stays mounted: `close` closes the dialog and empties the form. */
export function usePlainForm<Values extends FieldValues>(
  defaultValues: DefaultValues<Values>,
  onClose: () => void,
) {
  const form = useForm<Values>({ defaultValues });
  const close = () => {
    onClose();
    form.reset();
  };
  return { ...form, close };
}
