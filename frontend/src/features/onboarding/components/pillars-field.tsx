import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { MAX_CONTENT_PILLARS } from '../../../api';
import { onboardingRules, type OnboardingValues } from '../onboarding-values';

const examples = [
  'e.g. Leadership lessons',
  'e.g. Building a remote team',
  'e.g. Fundraising',
  'e.g. Behind the scenes',
  'e.g. Industry trends',
];

/**
 * Up to five content pillars, one input each; blank inputs are dropped when sending
 * (docs/product.md, "Onboarding questionnaire").
 */
export function PillarsField({ control }: { control: Control<OnboardingValues> }) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'contentPillars', rules: onboardingRules.contentPillars });

  const setPillar = (index: number, text: string) =>
    onChange(value.map((pillar, at) => (at === index ? text : pillar)));

  return (
    <FormControl error={!!error} margin="normal" fullWidth>
      <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Content pillars
      </FormLabel>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 0, color: 'text.secondary' }}>
        The topics you want to be known for. 3-5 are recommended; fill in at least one.
      </FormHelperText>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
        {Array.from({ length: MAX_CONTENT_PILLARS }, (_, index) => (
          <TextField
            key={index}
            fullWidth
            margin="dense"
            label={`Pillar ${index + 1}`}
            placeholder={examples[index]}
            value={value[index] ?? ''}
            onChange={(event) => setPillar(index, event.target.value)}
            onBlur={onBlur}
            inputRef={index === 0 ? ref : undefined}
            error={!!error && index === 0}
            slotProps={{
              htmlInput: error && index === 0 ? { 'aria-describedby': `${id}-error` } : undefined,
            }}
          />
        ))}
      </div>
      {error && (
        <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
          {error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
