import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientDetailDto, SubscriptionDto } from '../../../api';
import { Field, FieldList, NotProvided } from '../../../components/field-list';
import { formatDate, formatMonthlyAmount } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';
import { planTitle, SubscriptionStandingChip } from '../../../components/subscription-status';
import { billingLabels, inForceText, soldTerms } from '../subscription-format';
import { PaymentActions } from './payment-actions';
import { SubscriptionDialog } from './subscription-dialog';

/** The dialog: open for a new subscription (null) or one to edit, kept while it fades out. */
interface DialogState {
  open: boolean;
  subscription: SubscriptionDto | null;
}

/** The client's subscriptions, newest first, each editable; and a way to open another. */
export function SubscriptionsCard({ client }: { client: ClientDetailDto }) {
  const [dialog, setDialog] = useState<DialogState>({ open: false, subscription: null });
  const edit = (subscription: SubscriptionDto | null) => setDialog({ open: true, subscription });

  return (
    <SectionCard
      title="Subscriptions"
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(null)}>
          New subscription
        </Button>
      }
    >
      {client.subscriptions.length ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {client.subscriptions.map((subscription) => (
            <SubscriptionItem
              key={subscription.id}
              subscription={subscription}
              onEdit={() => edit(subscription)}
            />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">
          No subscriptions yet. A client needs one before posts can be written for them.
        </Typography>
      )}
      <SubscriptionDialog
        clientId={client.id}
        subscription={dialog.subscription}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </SectionCard>
  );
}

function SubscriptionItem({ subscription, onEdit }: { subscription: SubscriptionDto; onEdit: () => void }) {
  const {
    id,
    plan,
    standing,
    amount,
    startDate,
    renewalDate,
    endDate,
    paymentMethod,
    autoRenew,
    cancelReason,
    billing,
    paidThrough,
  } = subscription;
  const headingId = `subscription-${id}-title`;

  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h3" id={headingId}>
          {planTitle(plan)}
        </Typography>
        <SubscriptionStandingChip standing={standing} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          aria-describedby={headingId}
          onClick={onEdit}
          sx={{ ml: 'auto' }}
        >
          Edit
        </Button>
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
        {formatMonthlyAmount(amount)}
      </Typography>
      <FieldList>
        <Field label="Start date">
          <DateValue iso={startDate} />
        </Field>
        {/* Canceled, it has an end of access and no renewal (the server clears it), as the client sees it. */}
        {endDate ? (
          <Field label="Access until">
            <DateValue iso={endDate} />
          </Field>
        ) : (
          <Field label="Renewal date">
            <DateValue iso={renewalDate} none="No renewal date" />
          </Field>
        )}
        <Field label="In force">{inForceText(subscription)}</Field>
        <Field label="Sold">{soldTerms(subscription)}</Field>
        <Field label="Billing">{billingLabels[billing]}</Field>
        <Field label="Paid through">
          <DateValue iso={paidThrough} none="No period marked paid" />
        </Field>
        <Field label="Payment method">{paymentMethod ?? <NotProvided text="Not set" />}</Field>
        <Field label="Auto-renew">{autoRenew ? 'On' : 'Off'}</Field>
        {cancelReason && <Field label="Cancellation reason">{cancelReason}</Field>}
      </FieldList>
      <PaymentActions subscription={subscription} describedBy={headingId} />
    </Paper>
  );
}

function DateValue({ iso, none = '' }: { iso: string | null; none?: string }) {
  return iso ? <time dateTime={iso}>{formatDate(iso)}</time> : <NotProvided text={none} />;
}
