import { useId, useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { PostVersionDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { describeMediaChanges } from '../../../components/media/media-changes';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { FeedbackQuote } from './feedback-quote';
import { takenWords, type TakenSuggestion } from './suggestions-taken';

/**
 * Every version the client received, newest first: when, who wrote, reviewed and delivered it, the
 * feedback it answers, the suggested edits it took (`taken`, suggestions-taken.ts), what changed in its
 * images or document since the version before, its text; above
 * them the suggestions taken into the draft since (`inDraft`).
 */
export function RevisionHistory({
  versions,
  taken = new Map(),
  inDraft = [],
}: {
  versions: PostVersionDto[];
  taken?: Map<number, TakenSuggestion[]>;
  inDraft?: TakenSuggestion[];
}) {
  if (!versions.length) return <Typography color="text.secondary">Not delivered yet.</Typography>;
  return (
    <>
      {inDraft.length > 0 && (
        <Box sx={{ pb: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            The draft, not delivered yet
          </Typography>
          <SuggestionsTaken taken={inDraft} />
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {versions.map((version, index) => (
          <VersionItem
            key={version.id}
            version={version}
            previous={versions[index + 1]}
            taken={taken.get(version.number) ?? []}
          />
        ))}
      </Box>
    </>
  );
}

/** The suggested edits a text took, each credited to whose words they were. */
function SuggestionsTaken({ taken }: { taken: TakenSuggestion[] }) {
  if (taken.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {taken.length === 1 ? 'Suggested edit taken:' : `${taken.length} suggested edits taken:`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {taken.map((suggestion) => (
          <Typography component="li" variant="body2" key={suggestion.id} sx={{ overflowWrap: 'anywhere' }}>
            {takenWords(suggestion)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function VersionItem({
  version,
  previous,
  taken,
}: {
  version: PostVersionDto;
  /** The version delivered before it, if any. */
  previous?: PostVersionDto;
  taken: TakenSuggestion[];
}) {
  const [open, setOpen] = useState(false);
  const mediaChanges = describeMediaChanges(previous?.media ?? null, version.media);
  const textId = useId();
  const credits = versionCredits(version);
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Version {version.number} · delivered {formatDate(version.deliveredAt)}
      </Typography>
      {credits && (
        <Typography variant="body2" color="text.secondary">
          {credits}
        </Typography>
      )}
      {version.feedbackNotes && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Client feedback:
          </Typography>
          <FeedbackQuote text={version.feedbackNotes} />
        </Box>
      )}
      <SuggestionsTaken taken={taken} />
      {mediaChanges.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Images or document:
          </Box>{' '}
          {mediaChanges.join('; ')}.
        </Typography>
      )}
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={textId}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
        sx={{ mt: 1, ml: -1 }}
      >
        {open ? 'Hide text' : 'Show text'}
        <VisuallyHidden> of version {version.number}</VisuallyHidden>
      </Button>
      <Collapse in={open} id={textId}>
        <Box sx={{ mt: 1, p: 2, bgcolor: 'background.default', borderRadius: 1 }}>
          <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{version.title}</Typography>
          <Typography
            data-testid={`version-${version.number}-text`}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {version.content}
          </Typography>
        </Box>
      </Collapse>
    </Box>
  );
}

/**
 * "Written by X · Reviewed by Y · Delivered by Z", leaving out whom the version does not name: one not
 * reviewed, one kept from before the history began, or whose account is gone.
 */
export function versionCredits({ writtenBy, reviewedBy, deliveredBy }: PostVersionDto): string {
  return [
    writtenBy && `Written by ${writtenBy}`,
    reviewedBy && `Reviewed by ${reviewedBy}`,
    deliveredBy && `Delivered by ${deliveredBy}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
