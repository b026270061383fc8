import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A labelled search box with the search icon, sized to share a toolbar row with filters. */
export function SearchField({ sx, ...props }: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      type="search"
      {...props}
      sx={[{ flex: '1 1 240px', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
