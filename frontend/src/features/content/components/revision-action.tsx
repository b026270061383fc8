import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PLANS, type PostDto } from '../../../api';
import { useContactMailto } from '../../../components/contact-email';
import { plural } from '../../../components/format';

const SUBSCRIPTION = '/dashboard/subscription';

const revisions = (count: number) => plural(count, 'revision', 'revisions');

/**
 * Why a delivered post takes no revision now, in the reader's words: the writers are on it, or its
 * plan's revisions are used up (then, for the client, how to get more: upgrade, or write to the team's
 * address; the subscription page until that address has loaded). A reviewer's answer carries no plan
 * (the subscription is the client's): to them the request may have been the client's, and the plan is
 * not theirs to change. Null when the server allows one, or when the post is not delivered (then
 * Request Revision is not shown at all: docs/product.md, "My Content").
 */
function revisionReason(item: PostDto, contactMailto: string | undefined): ReactNode {
  const plan = item.plan;
  if (item.revisionBlock === 'in-revision') {
    if (!item.revisionRequested) return 'Our writers are updating this post.';
    return plan
      ? "Our writers are working on the revision you asked for. We'll update your content soon."
      : "Our writers are working on the revision that was asked for. We'll update the content soon.";
  }
  if (item.revisionBlock === 'plan-limit') {
    if (!plan) return 'The revisions included with this post are used up.';
    // The limit as sold to this client, which the server enforces (not the plan's list today).
    const { label } = PLANS[plan];
    return (
      <>
        Your {label} plan includes {revisions(item.revisionsPerPost ?? 0)} per post.{' '}
        <Link component={RouterLink} to={SUBSCRIPTION}>
          Upgrade your plan
        </Link>{' '}
        or{' '}
        {contactMailto ? (
          <Link href={contactMailto}>contact us</Link>
        ) : (
          <Link component={RouterLink} to={SUBSCRIPTION}>
            contact us
          </Link>
        )}{' '}
        for more.
      </>
    );
  }
  return null;
}

interface Props {
  item: PostDto;
  /** The list's link to /revision, or the details page's dialog. */
  action: { to: string } | { onClick: () => void };
  /** What else describes the button (the list card's title). */
  describedBy?: string;
  variant?: 'text' | 'outlined';
  icon?: boolean;
}

/**
 * Request Revision where docs/product.md, "My Content", puts it: enabled when the server allows a revision;
 * on a delivered post that takes none now, disabled with the reason beside it, which also describes it to
 * screen readers (no tooltip: a disabled button takes no focus, so a tooltip would never be read).
 */
export function RevisionAction({ item, action, describedBy, variant, icon }: Props) {
  const contactMailto = useContactMailto(`More revisions: ${item.title}`);
  const startIcon = icon ? <RateReviewIcon /> : undefined;
  if (item.canRequestRevision) {
    return 'to' in action ? (
      <Button
        component={RouterLink}
        to={action.to}
        variant={variant}
        startIcon={startIcon}
        aria-describedby={describedBy}
      >
        Request Revision
      </Button>
    ) : (
      <Button variant={variant} startIcon={startIcon} onClick={action.onClick} aria-describedby={describedBy}>
        Request Revision
      </Button>
    );
  }
  const reason = revisionReason(item, contactMailto);
  if (!reason) return null;
  const reasonId = `content-${item.id}-revision-reason`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Button
        disabled
        variant={variant}
        startIcon={startIcon}
        aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ')}
      >
        Request Revision
      </Button>
      <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
        {reason}
      </Typography>
    </Box>
  );
}
