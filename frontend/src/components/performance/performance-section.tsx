import { useEffect, useState } from 'react';
import AddchartIcon from '@mui/icons-material/Addchart';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage, type PostPerformanceDto, type RecordSnapshotDto } from '../../api';
import { formatCount, formatRate, formatUtcDate } from '../format';
import { LoadError } from '../load-error';
import { SectionCard } from '../section-card';
import { RecordNumbersDialog } from './record-numbers-dialog';
import { SnapshotChart } from './snapshot-chart';

/** What the page's query hook answers (the client's or the team's). */
export interface PerformanceQuery {
  data?: PostPerformanceDto;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * "Performance" of a published post (Content Details, the team's post page): its numbers over time
 * as a chart or a table, "Record numbers", and the CSV of all the client's numbers. The page gives
 * its own API hooks; `openRecord` opens the form at once (the reminder mail's link), `onRecordOpened`
 * then tidies the address.
 */
export function PerformanceSection({
  query,
  onRecord,
  csvHref,
  openRecord = false,
  onRecordOpened,
}: {
  query: PerformanceQuery;
  onRecord: (snapshot: RecordSnapshotDto) => Promise<unknown>;
  csvHref?: string;
  openRecord?: boolean;
  onRecordOpened?: () => void;
}) {
  const [recording, setRecording] = useState(false);
  // Asked by the address: open the form once (while it stays asked), then let the page tidy the address.
  const [askedOpen, setAskedOpen] = useState(false);
  if (openRecord !== askedOpen) {
    setAskedOpen(openRecord);
    if (openRecord) setRecording(true);
  }
  useEffect(() => {
    if (openRecord) onRecordOpened?.();
  }, [openRecord, onRecordOpened]);
  const { data, error, isLoading, isFetching, refetch } = query;
  const snapshots = data?.snapshots ?? [];
  const latest = snapshots.at(-1);

  let body;
  if (error) {
    body = (
      <LoadError
        title="The numbers could not be loaded"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (isLoading || !data) {
    body = <Skeleton variant="rounded" height={240} aria-label="Loading the numbers" />;
  } else if (snapshots.length === 0) {
    body = (
      <Box sx={{ py: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          No numbers yet
        </Typography>
        <Typography color="text.secondary">
          Record the impressions, reactions, comments and reposts LinkedIn shows for this post, a few days
          after publishing and again later, to see how it does over time.
        </Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Latest, {formatUtcDate(latest!.recordedOn)}: {formatCount(latest!.impressions)} impressions,
          engagement rate {formatRate(latest!.engagementRate)}
        </Typography>
        <SnapshotChart snapshots={snapshots} />
      </>
    );
  }

  return (
    <SectionCard
      title="Performance"
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {csvHref && (
            <Button component="a" href={csvHref} download startIcon={<FileDownloadIcon />}>
              Download CSV
            </Button>
          )}
          <Button variant="contained" startIcon={<AddchartIcon />} onClick={() => setRecording(true)}>
            Record numbers
          </Button>
        </Box>
      }
    >
      {body}
      <RecordNumbersDialog
        open={recording}
        onClose={() => setRecording(false)}
        earliest={data?.earliestRecordedOn}
        onRecord={onRecord}
      />
    </SectionCard>
  );
}
