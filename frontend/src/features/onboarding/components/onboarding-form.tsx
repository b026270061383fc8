import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorStatus, useSubmitOnboardingMutation, type PublicLeadDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { TabPanel, tabProps } from '../../../components/tab-panel';
import { useToast } from '../../../components/toast/use-toast';
import { clearDraft, loadDraft, saveDraft } from '../onboarding-draft';
import { cadenceOptions, goalOptions, industryOptions, toneOptions } from '../../../components/lead-options';
import {
  onboardingRules,
  steps,
  toSubmitOnboardingDto,
  type FieldName,
  type OnboardingValues,
  type StepValue,
} from '../onboarding-values';
import { CheckboxGroupField, RadioGroupField } from './choice-fields';
import { PillarsField } from './pillars-field';

const GROUP = 'onboarding';

// Read by screen readers, not shown.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const firstInvalid = (fields: readonly FieldName[], errors: FieldErrors<OnboardingValues>) =>
  fields.find((field) => errors[field]);

/**
 * The five-tab questionnaire (docs/product.md, "Onboarding questionnaire"). Next checks the current tab;
 * Submit checks them all and opens the first tab with a wrong answer. The answers are kept as a draft in this
 * browser until they are submitted.
 */
export function OnboardingForm({ lead, token }: { lead: PublicLeadDto; token?: string }) {
  const [draft] = useState(() => loadDraft(lead.id));
  const { control, handleSubmit, trigger, setFocus, subscribe, getFieldState, formState } =
    useForm<OnboardingValues>({
      defaultValues: draft,
      // The first wrong answer may sit on a hidden tab: it is focused once its tab shows.
      shouldFocusError: false,
    });
  const [tab, setTab] = useState<StepValue>('basics');
  const [submitOnboarding, { isLoading }] = useSubmitOnboardingMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const tone = useWatch({ control, name: 'toneOfVoice' });

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(lead.id, values) }),
    [subscribe, lead.id],
  );

  // An answer shown wrong is checked again as it changes, so its message goes once it is fixed (the
  // form itself only checks again after a submit).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const field = name?.split('.')[0] as FieldName | undefined;
          if (field && getFieldState(field).invalid) void trigger(field);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  const index = steps.findIndex((step) => step.value === tab);
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const hasError = (fields: readonly FieldName[]) => !!firstInvalid(fields, formState.errors);

  /** Shows the tab `value` and puts focus on it (or on `field` in it). */
  const show = (value: StepValue, field?: FieldName) => {
    flushSync(() => setTab(value));
    if (field) setFocus(field);
    else document.getElementById(`${GROUP}-tab-${value}`)?.focus();
  };

  const next = async () => {
    if (await trigger([...step.fields], { shouldFocus: true })) show(steps[index + 1].value);
  };

  /** A tab left by its tab button is checked too (its errors show on it), but the visitor may go. */
  const openTab = (value: StepValue) => {
    if (value !== tab) void trigger([...step.fields]);
    setTab(value);
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        await submitOnboarding({
          id: lead.id,
          token,
          submitOnboardingDto: toSubmitOnboardingDto(values),
        }).unwrap();
        clearDraft(lead.id);
        toast({
          title: 'Success!',
          description: 'Your onboarding information has been submitted successfully.',
        });
        navigate('/onboarding-complete');
      } catch (error) {
        // Submitted already (from another tab or device): the page shows "You're All Set!" (api/index.ts).
        if (errorStatus(error) === 409) {
          clearDraft(lead.id);
          return;
        }
        toast({
          title: 'Error',
          description: 'There was a problem submitting your information. Please try again.',
          variant: 'destructive',
        });
      }
    },
    (errors) => {
      const wrong = steps.find((candidate) => firstInvalid(candidate.fields, errors));
      if (wrong) show(wrong.value, firstInvalid(wrong.fields, errors));
    },
  );

  // Only a press of "Submit Onboarding" sends the answers. The form has no submit button, so Enter in a
  // field submits nothing (a browser's implicit submission would press the default button, whatever
  // the submit event's submitter then says), and a submit that comes anyway is dropped.
  const dropSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <Typography component="p" variant="h5" sx={{ mb: 1 }}>
        Welcome, {lead.firstName}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us about you, your audience and your voice, so every post sounds like you. It takes about 15
        minutes. Your answers are saved in this browser as you go, so you can finish later.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: StepValue) => openTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Questionnaire sections"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {steps.map(({ value, label, fields }) => (
            <Tab
              key={value}
              {...tabProps(GROUP, value)}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                  {label}
                  {hasError(fields) && (
                    <>
                      <ErrorIcon aria-hidden fontSize="small" color="error" />
                      <Box component="span" sx={visuallyHidden}>
                        {' (has errors)'}
                      </Box>
                    </>
                  )}
                </Box>
              }
            />
          ))}
        </Tabs>
        <Box
          component="form"
          noValidate
          onSubmit={dropSubmit}
          sx={{ px: { xs: 2, sm: 4 }, pb: { xs: 2, sm: 4 } }}
        >
          <TabPanel group={GROUP} value="basics" current={tab}>
            <StepIntro>The basics about you and your company.</StepIntro>
            <FormTextField
              control={control}
              name="jobTitle"
              rules={onboardingRules.jobTitle}
              label="Job title"
              placeholder="e.g. Founder & CEO"
              autoComplete="organization-title"
            />
            <FormTextField
              control={control}
              name="companyName"
              rules={onboardingRules.companyName}
              label="Company name"
              autoComplete="organization"
            />
            <FormTextField
              control={control}
              name="industry"
              select
              label="Industry (optional)"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Select your industry</option>
              {industryOptions.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </FormTextField>
          </TabPanel>

          <TabPanel group={GROUP} value="audience" current={tab}>
            <StepIntro>What LinkedIn should do for you, and who you are writing for.</StepIntro>
            <CheckboxGroupField
              control={control}
              name="goals"
              rules={onboardingRules.goals}
              label="Goals"
              helperText="Select all that apply."
              options={goalOptions}
            />
            <FormTextField
              control={control}
              name="targetAudience"
              rules={onboardingRules.targetAudience}
              label="Target audience"
              helperText="Who should read your posts? e.g. founders of B2B software companies"
              multiline
              minRows={2}
            />
            <FormTextField
              control={control}
              name="targetReaderTakeaway"
              rules={onboardingRules.targetReaderTakeaway}
              label="Reader takeaway"
              helperText="What should readers think, feel or do after reading your posts?"
              multiline
              minRows={2}
            />
            <FormTextField
              control={control}
              name="audienceProblem"
              label="Audience problem (optional)"
              helperText="Which problem of your audience can you help with?"
              multiline
              minRows={2}
            />
          </TabPanel>

          <TabPanel group={GROUP} value="voice" current={tab}>
            <StepIntro>How you sound, so your posts read as if you wrote them.</StepIntro>
            <RadioGroupField
              control={control}
              name="toneOfVoice"
              rules={onboardingRules.toneOfVoice}
              label="Tone of voice"
              options={toneOptions}
            />
            {tone === 'custom' && (
              <FormTextField
                control={control}
                name="customTone"
                label="Describe your tone"
                helperText="e.g. direct and data-driven, with the odd dry joke"
                multiline
                minRows={2}
                autoFocus
              />
            )}
            <FormTextField
              control={control}
              name="voiceSamples"
              label="Voice samples (optional)"
              helperText="Paste a few posts, emails or notes you wrote, so we can match how you write."
              multiline
              minRows={4}
            />
            <FormTextField
              control={control}
              name="avoidWords"
              label="Words to avoid (optional)"
              helperText="e.g. synergy, hustle, game-changer"
            />
          </TabPanel>

          <TabPanel group={GROUP} value="content" current={tab}>
            <StepIntro>What you want to be known for, and what is off limits.</StepIntro>
            <PillarsField control={control} />
            <FormTextField
              control={control}
              name="contentRestrictions"
              label="Content restrictions (optional)"
              helperText="Topics, clients or details we should never mention."
              multiline
              minRows={2}
            />
          </TabPanel>

          <TabPanel group={GROUP} value="prompts" current={tab}>
            <StepIntro>
              Optional fast-track prompts: a story or two here lets us write your first posts sooner.
            </StepIntro>
            <FormTextField
              control={control}
              name="mistakeStory"
              label="Mistake story (optional)"
              helperText="A mistake you made, and what it taught you."
              multiline
              minRows={3}
            />
            <FormTextField
              control={control}
              name="controversialBelief"
              label="Controversial belief (optional)"
              helperText="Something you believe that most people in your field would disagree with."
              multiline
              minRows={3}
            />
            <FormTextField
              control={control}
              name="transformativeStory"
              label="Transformative story (optional)"
              helperText="A moment that changed how you work or think."
              multiline
              minRows={3}
            />
            <RadioGroupField
              control={control}
              name="postingCadence"
              rules={onboardingRules.postingCadence}
              label="Posting cadence"
              options={cadenceOptions}
            />
          </TabPanel>

          <Stack
            direction="row"
            sx={{ mt: 4, gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Button variant="outlined" disabled={index === 0} onClick={() => show(steps[index - 1].value)}>
              Back
            </Button>
            <Typography variant="body2" color="text.secondary">
              Step {index + 1} of {steps.length}
            </Typography>
            {/* Keyed: two buttons, never one that turns into the other under the click that opened the last tab. */}
            {isLast ? (
              <Button
                key="submit"
                variant="contained"
                onClick={() => void submit()}
                loading={isLoading}
                loadingPosition="start"
              >
                {isLoading ? 'Submitting...' : 'Submit Onboarding'}
              </Button>
            ) : (
              <Button
                key="next"
                variant="contained"
                onClick={(event) => {
                  // Nothing but Next happens on this click, whatever the button shows once it is done.
                  event.preventDefault();
                  void next();
                }}
              >
                Next
              </Button>
            )}
          </Stack>
        </Box>
      </Paper>
    </>
  );
}

function StepIntro({ children }: { children: React.ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}
