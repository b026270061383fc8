import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../form-dialog';
import { dayKey, fromDayKey } from './calendar-dates';
import type { CalendarEntry } from './calendar-entry';

/**
 * "Move to date": a post's new day picked in a date field, the way to move a post without dragging
 * (on a phone, or by keyboard). The time of day stays as it is.
 */
export function MoveToDateDialog({
  entry,
  onClose,
  onMove,
}: {
  entry: CalendarEntry;
  onClose: () => void;
  /** The new day, YYYY-MM-DD. */
  onMove: (day: string) => void;
}) {
  const [day, setDay] = useState(dayKey(new Date(entry.scheduledFor)));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fromDayKey(day)) {
      setError('Choose a date');
      return;
    }
    onMove(day);
  };

  return (
    <FormDialog open onClose={onClose} title="Move to date">
      {() => (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              “{entry.title}” keeps its time of day on the new date.
            </DialogContentText>
            <TextField
              type="date"
              label="New date"
              required
              fullWidth
              autoFocus
              value={day}
              onChange={(event) => {
                setDay(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Move
            </Button>
          </DialogActions>
        </form>
      )}
    </FormDialog>
  );
}
