import { useId, useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorStatus,
  errorMessages,
  errorMessage,
  useListClientPostNumbersQuery,
  useRecordClientPerformanceMutation,
  type PostNumbersRowDto,
} from '../../../api';
import { formatCount, formatDate, formatRate, formatUtcDate } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import {
  asksToConfirm,
  COUNT_FIELDS,
  COUNT_LABELS,
  countProblem,
  countsOf,
  parsePaste,
  rowProblem,
  today,
  type TypedCounts,
} from '../../../components/performance/snapshot-form';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/use-toast';

const EMPTY: TypedCounts = { impressions: '', reactions: '', comments: '', reposts: '' };
const isBlank = (counts: TypedCounts | undefined) =>
  !counts || COUNT_FIELDS.every((field) => !counts[field].trim());

/** "2,480 impressions, 3.7% on Nov 23, 2026", or "None yet". */
function latestText(row: PostNumbersRowDto): string {
  if (!row.latest) return 'None yet';
  const { impressions, engagementRate, recordedOn } = row.latest;
  return `${formatCount(impressions)} impressions, ${formatRate(engagementRate)} on ${formatUtcDate(recordedOn)}`;
}

/**
 * "Post numbers" on a client's page: the client's published posts with their latest numbers, where
 * the team types a day's numbers for many posts at once, or pastes them from a spreadsheet
 * (tab-separated rows of impressions, reactions, comments, reposts in the table's order, or led by
 * the post's title). Save all stores every row or none; each problem shows on its row.
 */
export function PostNumbersCard({ clientId }: { clientId: number }) {
  const { data, error, isLoading, isFetching, refetch } = useListClientPostNumbersQuery({ id: clientId });
  const [save, { isLoading: saving }] = useRecordClientPerformanceMutation();
  const { toast } = useToast();
  const [recordedOn, setRecordedOn] = useState(today);
  const [typed, setTyped] = useState<Record<number, TypedCounts>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string[]>>({});
  const [pasted, setPasted] = useState('');
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  /**
   * Numbers that look mistyped (fewer impressions than recorded before, or reactions, comments or
   * reposts above the impressions): the rows show the question and wait for "Keep them anyway".
   */
  const [askConfirm, setAskConfirm] = useState(false);
  const dateError =
    recordedOn > today()
      ? 'Recorded on cannot be in the future'
      : !recordedOn
        ? 'Recorded on is required'
        : null;
  const pasteHelpId = useId();
  const posts = data?.items ?? [];

  const type = (postId: number, field: keyof TypedCounts, value: string) => {
    setTyped((current) => ({ ...current, [postId]: { ...(current[postId] ?? EMPTY), [field]: value } }));
    setAskConfirm(false);
  };

  const fillFromPaste = () => {
    const { filled, unmatched } = parsePaste(
      pasted,
      posts.map(({ postId, title }) => ({ postId, title })),
    );
    setTyped((current) => ({ ...current, ...Object.fromEntries(filled) }));
    setAskConfirm(false);
    setPasteNote(
      `${filled.size} ${filled.size === 1 ? 'row' : 'rows'} filled` +
        (unmatched.length ? `; not matched to a post: ${unmatched.join(', ')}` : ''),
    );
    if (filled.size > 0) setPasted('');
  };

  const saveAll = async (confirmed: boolean) => {
    const entered = posts.filter((row) => !isBlank(typed[row.postId]));
    if (entered.length === 0) {
      toast({
        title: 'Nothing to save',
        description: 'Enter the numbers of at least one post.',
        variant: 'destructive',
      });
      return;
    }
    const problems: Record<number, string[]> = {};
    for (const row of entered) {
      const found = COUNT_FIELDS.map((field) =>
        countProblem(COUNT_LABELS[field], typed[row.postId]![field]),
      ).filter((problem): problem is string => problem !== null);
      if (found.length) problems[row.postId] = found;
    }
    setRowErrors(problems);
    if (Object.keys(problems).length > 0 || dateError) return;
    try {
      await save({
        id: clientId,
        recordClientSnapshotsDto: {
          recordedOn,
          rows: entered.map((row) => ({ postId: row.postId, ...countsOf(typed[row.postId]!) })),
          ...(confirmed && { confirmed }),
        },
      }).unwrap();
      toast({
        title: 'Numbers saved',
        description: `The numbers of ${entered.length} ${entered.length === 1 ? 'post' : 'posts'} have been saved.`,
      });
      setTyped({});
      setAskConfirm(false);
    } catch (failure) {
      const status = errorStatus(failure);
      const messages = errorMessages(failure);
      const byRow: Record<number, string[]> = {};
      const other: string[] = [];
      for (const message of messages) {
        const problem = rowProblem(message);
        const row = problem && entered[problem.row];
        if (row) (byRow[row.postId] ??= []).push(problem.text.replace(/^"[^"]*": /, ''));
        else other.push(message);
      }
      setRowErrors(byRow);
      setAskConfirm(messages.length > 0 && messages.every((message) => asksToConfirm(status, message)));
      if (other.length > 0 || messages.length === 0)
        toast({ title: 'Numbers not saved', description: errorMessage(failure), variant: 'destructive' });
    }
  };

  let body;
  if (error && !data) {
    body = (
      <LoadError
        title="Failed to load the post numbers"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (isLoading || !data) {
    body = <Skeleton variant="rounded" height={160} aria-label="Loading the post numbers" />;
  } else if (posts.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography variant="h6" component="p" gutterBottom>
          No published posts yet
        </Typography>
        <Typography color="text.secondary">Numbers can be entered once a post is published.</Typography>
      </Box>
    );
  } else {
    body = (
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveAll(false);
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            label="Recorded on"
            type="date"
            value={recordedOn}
            onChange={(event) => setRecordedOn(event.target.value)}
            error={!!dateError}
            helperText={dateError ?? 'The day for every row'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
          <Box>
            <TextField
              label="Paste from a spreadsheet"
              multiline
              minRows={2}
              fullWidth
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              slotProps={{ htmlInput: { 'aria-describedby': pasteHelpId } }}
            />
            <Typography id={pasteHelpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Rows of impressions, reactions, comments and reposts in the table’s order, or with the post’s
              title first.
            </Typography>
            <Button sx={{ mt: 1 }} onClick={fillFromPaste} disabled={!pasted.trim()}>
              Fill the table
            </Button>
            {pasteNote && (
              <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
                {pasteNote}
              </Typography>
            )}
          </Box>
        </Box>
        <TableContainer tabIndex={0} role="region" aria-label="Post numbers table" sx={{ mt: 2 }}>
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Post</TableCell>
                <TableCell>Last recorded</TableCell>
                {COUNT_FIELDS.map((field) => (
                  <TableCell key={field}>{COUNT_LABELS[field]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.map((row) => (
                <PostNumbersRow
                  key={row.postId}
                  row={row}
                  typed={typed[row.postId] ?? EMPTY}
                  errors={rowErrors[row.postId] ?? []}
                  onType={(field, value) => type(row.postId, field, value)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {askConfirm && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            Some numbers look mistyped: impressions fewer than recorded before, or reactions, comments or
            reposts above the impressions. Check the rows marked above, or keep them anyway.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" loading={saving && !askConfirm}>
            Save all
          </Button>
          {askConfirm && (
            <Button variant="outlined" loading={saving} onClick={() => void saveAll(true)}>
              Keep them anyway
            </Button>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <SectionCard
      title="Post numbers"
      action={
        <Button
          component="a"
          href={`/api/admin/clients/${clientId}/performance.csv`}
          download
          startIcon={<FileDownloadIcon />}
        >
          Download CSV
        </Button>
      }
    >
      {body}
    </SectionCard>
  );
}

function PostNumbersRow({
  row,
  typed,
  errors,
  onType,
}: {
  row: PostNumbersRowDto;
  typed: TypedCounts;
  errors: string[];
  onType: (field: keyof TypedCounts, value: string) => void;
}) {
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <>
      <TableRow sx={invalid ? { '& > td, & > th': { borderBottom: 0 } } : undefined}>
        <TableCell component="th" scope="row" sx={{ maxWidth: 240 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.publishedAt ? `Published ${formatDate(row.publishedAt)}` : 'Published'}
          </Typography>
        </TableCell>
        <TableCell>{latestText(row)}</TableCell>
        {COUNT_FIELDS.map((field) => (
          <TableCell key={field}>
            <TextField
              size="small"
              value={typed[field]}
              onChange={(event) => onType(field, event.target.value)}
              error={invalid}
              slotProps={{
                htmlInput: {
                  'aria-label': `${COUNT_LABELS[field]} of ${row.title}`,
                  'aria-describedby': invalid ? errorId : undefined,
                  'aria-invalid': invalid || undefined,
                  inputMode: 'numeric',
                  autoComplete: 'off',
                  size: 8,
                },
              }}
            />
          </TableCell>
        ))}
      </TableRow>
      {invalid && (
        <TableRow>
          <TableCell colSpan={2 + COUNT_FIELDS.length} sx={{ pt: 0 }}>
            <Typography id={errorId} variant="body2" color="error">
              {errors.join(' ')}
            </Typography>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
