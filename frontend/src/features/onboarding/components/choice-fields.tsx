import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

interface ChoiceOption {
  value: string;
  label: string;
  hint?: string;
}

interface ChoiceFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> extends Pick<
  UseControllerProps<Values, Name>,
  'control' | 'name' | 'rules'
> {
  label: string;
  helperText?: ReactNode;
  options: ChoiceOption[];
}

/** 'Casual (relaxed and conversational)': the hint is part of the option's accessible name. */
function optionLabel({ label, hint }: ChoiceOption) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      {hint && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` (${hint})`}
        </Box>
      )}
    </>
  );
}

/** What a group's choices are bound to: the field's value and handlers, and the group's ids. */
interface BoundGroup {
  ref: (instance: HTMLInputElement | null) => void;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  labelId: string;
  describedBy?: string;
}

/**
 * A labelled group of choices bound to a react-hook-form field: the group is named by its label and
 * described by its hint, or by the failed rule's message, which also marks it invalid.
 */
function ChoiceGroup<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  label,
  helperText,
  children,
}: Omit<ChoiceFieldProps<Values, Name>, 'options'> & { children: (group: BoundGroup) => ReactNode }) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name, rules });
  const message = error?.message ?? helperText;
  return (
    <FormControl error={!!error} margin="normal" fullWidth>
      <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children({
        ref,
        value,
        onChange,
        onBlur,
        invalid: !!error,
        labelId: `${id}-label`,
        describedBy: message ? `${id}-helper` : undefined,
      })}
      {message && (
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** Exactly one of `options` (radio buttons). */
export function RadioGroupField<Values extends FieldValues, Name extends FieldPath<Values>>({
  options,
  ...field
}: ChoiceFieldProps<Values, Name>) {
  return (
    <ChoiceGroup {...field}>
      {({ ref, value, onChange, onBlur, invalid, labelId, describedBy }) => (
        <RadioGroup
          name={field.name}
          value={value ?? ''}
          onChange={(_event, chosen) => onChange(chosen)}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          {options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={
                <Radio slotProps={{ input: { ref: index === 0 ? ref : undefined } }} onBlur={onBlur} />
              }
              label={optionLabel(option)}
            />
          ))}
        </RadioGroup>
      )}
    </ChoiceGroup>
  );
}

/** Any number of `options` (checkboxes); the field's value is the list of the checked ones. */
export function CheckboxGroupField<Values extends FieldValues, Name extends FieldPath<Values>>({
  options,
  ...field
}: ChoiceFieldProps<Values, Name>) {
  return (
    <ChoiceGroup {...field}>
      {({ ref, value, onChange, onBlur, invalid, labelId, describedBy }) => {
        const checked: string[] = Array.isArray(value) ? value : [];
        const toggle = (option: string, on: boolean) =>
          onChange(on ? [...checked, option] : checked.filter((item) => item !== option));
        return (
          <FormGroup
            role="group"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                control={
                  <Checkbox
                    slotProps={{ input: { ref: index === 0 ? ref : undefined } }}
                    checked={checked.includes(option.value)}
                    onChange={(_event, on) => toggle(option.value, on)}
                    onBlur={onBlur}
                  />
                }
                label={optionLabel(option)}
              />
            ))}
          </FormGroup>
        );
      }}
    </ChoiceGroup>
  );
}
