import { useEffect, useRef } from 'react';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { AppLink } from '../app-link';
import { errorMessage, useCreateLeadMutation, type CreateLeadResponseDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/use-toast';
import { useHydrated } from '../../../components/use-hydrated';
import {
  appPath,
  industries,
  leadRules,
  packageChoices,
  toCreateLeadDto,
  type LeadFormValues,
} from '../lead-form';
import { Section } from './section';

// Native selects: the phone's own picker, and no popup to manage.
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The lead form (docs/product.md, "Lead form"; anchor 'form'): idle, sending, then a success view once a
 * leadId is returned, from where the lead continues to the onboarding questionnaire. The form itself is owned
 * by the landing page, so the plans can pick a package in it.
 */
export function LeadFormSection({ form }: { form: UseFormReturn<LeadFormValues> }) {
  const [createLead, { data: created, isLoading }] = useCreateLeadMutation();
  const { toast } = useToast();
  const { control, handleSubmit, register } = form;
  // The prerendered form takes no input until it is hydrated: what was typed would be lost, and
  // a submit would send the fields as a plain GET.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createLead({ createLeadDto: toCreateLeadDto(values) }).unwrap();
      toast({
        title: 'Thank you!',
        description:
          "Your request for 3 free LinkedIn post ideas has been received. We'll be in touch within 24 hours.",
      });
    } catch (error) {
      // Every value stays in the form, to correct or send again.
      toast({
        title: 'Error submitting form',
        description: errorMessage(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Section
      id="form"
      eyebrow="Free, no strings attached"
      title="Get 3 free LinkedIn post ideas"
      intro="Tell us who you are. A real person on our team replies within 24 hours with three post ideas written for you."
      sx={{ bgcolor: '#eaf1f6' }}
    >
      <Paper elevation={3} sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2.5, sm: 5 } }}>
        {created?.leadId ? (
          <SuccessView created={created} />
        ) : (
          <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request 3 free post ideas">
            <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormTextField
                control={control}
                name="name"
                rules={leadRules.name}
                label="Name"
                autoComplete="name"
              />
              <FormTextField
                control={control}
                name="email"
                rules={leadRules.email}
                type="email"
                label="Email"
                autoComplete="email"
              />
              <FormTextField
                control={control}
                name="linkedin"
                rules={leadRules.linkedin}
                type="url"
                label="LinkedIn profile URL"
                placeholder="https://www.linkedin.com/in/your-name"
                autoComplete="url"
              />
              <FormTextField
                control={control}
                name="industry"
                rules={leadRules.industry}
                select
                label="Industry"
                slotProps={nativeSelect}
              >
                <option value="" disabled>
                  Select your industry
                </option>
                {industries.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="package"
                select
                label="Package (optional)"
                slotProps={nativeSelect}
              >
                {packageChoices.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </FormTextField>
              {/* The honeypot: off-screen and out of the tab order and the accessibility tree. */}
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: '-10000px',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                }}
              >
                <label htmlFor="lead-website">Website</label>
                <input
                  id="lead-website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  {...register('website')}
                />
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                loading={isLoading}
                loadingPosition="start"
                sx={{ mt: 3 }}
              >
                {isLoading ? 'Sending...' : 'Send Me My 3 Free Ideas'}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
              No payment details. We only use your details to reply to you.
            </Typography>
          </Box>
        )}
      </Paper>
    </Section>
  );
}

function SuccessView({ created }: { created: CreateLeadResponseDto }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
      <CheckCircleIcon aria-hidden color="secondary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h3"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        Your request is in
      </Typography>
      <Typography sx={{ mb: 1 }}>We&apos;ll send your 3 free LinkedIn post ideas within 24 hours.</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Want them to sound even more like you? Answer our onboarding questionnaire now: it takes about 15
        minutes and tells our writers about your goals, audience and voice.
      </Typography>
      <Button
        component={AppLink}
        to={appPath(created.onboardingUrl)}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon />}
      >
        Continue to Onboarding
      </Button>
    </Box>
  );
}
