import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  api,
  errorMessage,
  useGetNoticePreferencesQuery,
  useUpdateNoticePreferencesMutation,
  type NoticeChoiceDto,
  type NoticeDelivery,
  type NoticePreferenceDto,
} from '../../../api';
import { useAppDispatch } from '../../../store/hooks';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/use-toast';

/** The three ways a notice reaches a member, in the order they are offered. */
const DELIVERIES: { value: NoticeDelivery; label: string }[] = [
  { value: 'now', label: 'At once' },
  { value: 'digest', label: 'Morning digest' },
  { value: 'off', label: 'Off' },
];

/**
 * Your account's Notices: for each kind of notice the signed-in member gets, whether it is mailed at
 * once, listed in one digest each morning (08:00 UTC), or not sent. Each choice is saved as it is made.
 * Cancellations and failed payments are never off: the team must act on them.
 */
export function NoticesCard() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetNoticePreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNoticePreferencesMutation();
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  // The choice being saved shows at once; a refused one goes back to the stored choice.
  const [pending, setPending] = useState<NoticeChoiceDto | null>(null);

  const choose = async (item: NoticePreferenceDto, delivery: NoticeDelivery) => {
    setPending({ kind: item.kind, delivery });
    try {
      const saved = await update({
        updateNoticePreferencesDto: { choices: [{ kind: item.kind, delivery }] },
      }).unwrap();
      dispatch(api.util.upsertQueryData('getNoticePreferences', undefined, saved));
      toast({ title: 'Notices saved', description: `${item.label}: ${deliveryWords(delivery)}.` });
    } catch (failure) {
      toast({ title: 'Saving failed', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard title="Notices">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose how each kind of notice reaches you: an email at once, one email each morning at 08:00 UTC
        listing what happened since the last, or not at all.
      </Typography>
      {isLoading && (
        <Box aria-busy="true" aria-label="Loading your notices">
          {Array.from({ length: 4 }, (_, row) => (
            <Skeleton key={row} variant="text" height={40} />
          ))}
        </Box>
      )}
      {isError && (
        <LoadError
          title="Your notices could not be loaded"
          message={errorMessage(error)}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.items.map((item) => (
            <NoticeChoice
              key={item.kind}
              item={pending?.kind === item.kind ? { ...item, delivery: pending.delivery } : item}
              disabled={saving}
              onChoose={(delivery) => void choose(item, delivery)}
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

/** One kind of notice: its name, and its choices as radio buttons (a kind never off has no Off). */
function NoticeChoice({
  item,
  disabled,
  onChoose,
}: {
  item: NoticePreferenceDto;
  disabled: boolean;
  onChoose: (delivery: NoticeDelivery) => void;
}) {
  const helperId = `notice-${item.kind}-helper`;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {item.label}
      </FormLabel>
      <RadioGroup
        row
        name={`notice-${item.kind}`}
        value={item.delivery}
        onChange={(_event, value) => onChoose(value as NoticeDelivery)}
        aria-describedby={item.canTurnOff ? undefined : helperId}
      >
        {DELIVERIES.filter(({ value }) => item.canTurnOff || value !== 'off').map(({ value, label }) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      {!item.canTurnOff && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          Always reaches you, at once or in the digest: the team must act on it.
        </FormHelperText>
      )}
    </FormControl>
  );
}

const deliveryWords = (delivery: NoticeDelivery): string =>
  ({ now: 'emailed at once', digest: 'in your morning digest', off: 'off' })[delivery];
