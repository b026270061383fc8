import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { browserTimeZone, readableZone as readable } from '../format';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Every IANA time zone this browser knows, UTC first (read once: about 400 names). */
const TIME_ZONES: readonly string[] = [
  'UTC',
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter(
    (zone) => zone !== 'UTC',
  ),
];

/**
 * A client's time zone (docs/product.md, "Time zones"): a searchable list of the IANA zones, typed
 * in part ("paris", "new york"). Empty until chosen; then "Use <this browser's zone>" fills it in.
 */
export function TimeZoneField<Values extends FieldValues & { timeZone: string }>({
  control,
  helperText,
}: {
  control: Control<Values>;
  helperText: string;
}) {
  const here = browserTimeZone();
  return (
    <Controller
      control={control}
      name={'timeZone' as Path<Values>}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <>
          <Autocomplete
            options={TIME_ZONES}
            value={(value as string) || null}
            onChange={(_event, zone) => onChange(zone ?? '')}
            onBlur={onBlur}
            getOptionLabel={readable}
            filterOptions={(all, { inputValue }) => {
              const words = inputValue
                .toLowerCase()
                .replaceAll('_', ' ')
                .split(/[\s/]+/)
                .filter(Boolean);
              const matches = all.filter((zone) => {
                const name = readable(zone).toLowerCase();
                return words.every((word) => name.includes(word));
              });
              return matches.slice(0, 50);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Time zone"
                margin="normal"
                helperText={helperText}
              />
            )}
          />
          {!value && here && (
            <Button size="small" onClick={() => onChange(here)} sx={{ mt: -0.5 }}>
              Use {readable(here)}
            </Button>
          )}
        </>
      )}
    />
  );
}
