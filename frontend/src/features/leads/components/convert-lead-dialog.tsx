import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  errorStatus,
  errorMessage,
  useConvertLeadMutation,
  useGetConversionProposalQuery,
  type ConversionProposalDto,
  type ConvertLeadDto,
} from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { EmailField, NameFields, trimmedPerson } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import {
  AmountField,
  amountText,
  AutoRenewField,
  BillingField,
  PaymentMethodField,
  PlanField,
  SoldFields,
  soldValuesOf,
  useSoldFollowsPlan,
  toSale,
  type SaleValues,
} from '../../../components/form/subscription-fields';
import { LoadError } from '../../../components/load-error';
import { showOnField } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';

interface ConvertValues extends SaleValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

const toValues = (proposal: ConversionProposalDto): ConvertValues => ({
  username: proposal.username,
  email: proposal.email,
  firstName: proposal.firstName,
  lastName: proposal.lastName,
  plan: proposal.plan ?? '',
  amount: amountText(proposal.amount),
  paymentMethod: '',
  autoRenew: true,
  ...soldValuesOf(proposal.plan),
  billing: 'manual',
});

/**
 * 'Convert to client': the client account and its first subscription, proposed from the lead and
 * edited here; the new client gets an email to set their password.
 */
export function ConvertLeadDialog({ leadId, open, onClose }: DialogProps & { leadId: number }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Convert to client">
      {(body) => <ConvertLeadContent leadId={leadId} {...body} />}
    </FormDialog>
  );
}

function ConvertLeadContent({ leadId, onClose, onBusyChange }: DialogBodyProps & { leadId: number }) {
  // Fetched anew on each opening: a username proposed earlier may have been taken since.
  const [openedAt] = useState(() => Date.now());
  const { data, error, isFetching, startedTimeStamp, refetch } = useGetConversionProposalQuery(
    { id: leadId },
    { refetchOnMountOrArgChange: true },
  );
  const answered = !isFetching && (startedTimeStamp ?? 0) >= openedAt;
  // The form starts from the fresh proposal and keeps its input whatever is refetched later.
  const [proposal, setProposal] = useState<ConversionProposalDto | null>(null);
  if (!proposal && answered && data && !error) setProposal(data);

  if (proposal) {
    return (
      <ConvertLeadForm leadId={leadId} proposal={proposal} onClose={onClose} onBusyChange={onBusyChange} />
    );
  }
  if (answered && error) {
    return (
      <>
        <DialogContent>
          <LoadError
            title="Failed to load the lead's details"
            message={errorMessage(error)}
            retrying={isFetching}
            onRetry={() => refetch()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the lead's details" />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

function ConvertLeadForm({
  leadId,
  proposal,
  onClose,
  onBusyChange,
}: DialogBodyProps & { leadId: number; proposal: ConversionProposalDto }) {
  const { control, handleSubmit, setError, setValue } = useForm<ConvertValues>({
    defaultValues: toValues(proposal),
  });
  useSoldFollowsPlan(control, setValue);
  const email = useWatch({ control, name: 'email' }).trim();
  const [convertLead, { isLoading }] = useConvertLeadMutation();
  const navigate = useNavigate();
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Conversion failed',
    showOnFields: (error, message) => showOnField(conflictField(error, message), message, setError),
  });

  // The proposal's email belongs to another account: say so while that email is still in the field.
  const emailTaken =
    proposal.emailTakenBy !== null && email.toLowerCase() === proposal.email.toLowerCase()
      ? proposal.emailTakenBy
      : null;

  const onSubmit = handleSubmit(async (values) => {
    const request: ConvertLeadDto = {
      username: values.username.trim(),
      ...trimmedPerson(values),
      ...toSale(values),
    };
    await submit(
      () => convertLead({ id: leadId, convertLeadDto: request }).unwrap(),
      (converted) => ({
        title: 'Client created',
        description: `An invitation to set a password was sent to ${converted.invitationSentTo}.`,
      }),
      (converted) => navigate(`/admin/clients/${converted.clientId}`),
    );
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Create client">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Account
      </Typography>
      <FormTextField
        control={control}
        name="username"
        rules={rules.newUsername}
        label="Username"
        autoComplete="off"
        helperText="The client signs in with it."
      />
      {emailTaken && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {`The email ${proposal.email} already belongs to the account "${emailTaken}". Use another email for this client.`}
        </Alert>
      )}
      <EmailField control={control} autoComplete="off" />
      <NameFields control={control} />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        First subscription
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <PlanField control={control} />
        <AmountField control={control} />
      </Stack>
      <SoldFields control={control} />
      <PaymentMethodField control={control} />
      <AutoRenewField control={control} />
      <BillingField control={control} />

      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {`We will email ${email || 'the client'} a link to set their password (valid for 7 days).`}
      </Typography>
    </DialogForm>
  );
}

/** The field a refusal is about, when it names one: a username or an email taken (409). */
function conflictField(error: unknown, message: string): 'username' | 'email' | null {
  if (errorStatus(error) !== 409) return null;
  if (/username/i.test(message)) return 'username';
  if (/email/i.test(message)) return 'email';
  return null;
}
