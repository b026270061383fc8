import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { LeadDto } from '../../../api';
import { TabPanel, tabProps } from '../../../components/tab-panel';
import { cadenceLabel, goalLabel, industryLabel, toneLabel } from '../lead-format';
import { ExportMenu } from './export-menu';
import { Field, FieldList, NotProvided } from '../../../components/field-list';
import { SectionCard } from '../../../components/section-card';

const GROUP = 'onboarding-info';

const tabs = [
  { value: 'basics', label: 'Basics' },
  { value: 'audience', label: 'Audience' },
  { value: 'content', label: 'Content' },
  { value: 'voice', label: 'Voice' },
  { value: 'prompts', label: 'Prompts' },
];

/** A free-text answer, its line breaks kept; 'Not provided' when left empty. */
function Text({
  value,
  format = (text) => text,
}: {
  value: string | null;
  format?: (text: string) => string;
}) {
  const text = value?.trim();
  return text ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{format(text)}</Typography> : <NotProvided />;
}

/** A list answer (goals, content pillars) as a list; 'Not provided' when empty. */
function List({
  items,
  format = (item) => item,
}: {
  items: string[] | null;
  format?: (item: string) => string;
}) {
  const shown = (items ?? []).filter((item) => item.trim());
  if (!shown.length) return <NotProvided />;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {shown.map((item) => (
        <li key={item}>{format(item)}</li>
      ))}
    </Box>
  );
}

/** The onboarding questionnaire's answers, grouped in tabs, with the Export Data menu. */
export function OnboardingInfoCard({ lead }: { lead: LeadDto }) {
  const [tab, setTab] = useState('basics');

  const panels: Record<string, ReactNode> = {
    basics: (
      <>
        <Field label="Job Title">
          <Text value={lead.jobTitle} />
        </Field>
        <Field label="Company Name">
          <Text value={lead.companyName} />
        </Field>
        <Field label="Industry">
          <Text value={lead.industry} format={industryLabel} />
        </Field>
      </>
    ),
    audience: (
      <>
        <Field label="Goals">
          <List items={lead.goals} format={goalLabel} />
        </Field>
        <Field label="Target Audience">
          <Text value={lead.targetAudience} />
        </Field>
        <Field label="Reader Takeaway">
          <Text value={lead.targetReaderTakeaway} />
        </Field>
        <Field label="Audience Problem">
          <Text value={lead.audienceProblem} />
        </Field>
      </>
    ),
    content: (
      <>
        <Field label="Content Pillars">
          <List items={lead.contentPillars} />
        </Field>
        <Field label="Content Restrictions">
          <Text value={lead.contentRestrictions} />
        </Field>
      </>
    ),
    voice: (
      <>
        <Field label="Tone of Voice">
          <Text value={lead.toneOfVoice} format={toneLabel} />
        </Field>
        {lead.toneOfVoice === 'custom' && (
          <Field label="Custom Tone">
            <Text value={lead.customTone} />
          </Field>
        )}
        <Field label="Voice Samples">
          <Text value={lead.voiceSamples} />
        </Field>
        <Field label="Words to Avoid">
          <Text value={lead.avoidWords} />
        </Field>
      </>
    ),
    prompts: (
      <>
        <Field label="A Mistake They Learned From">
          <Text value={lead.mistakeStory} />
        </Field>
        <Field label="A Controversial Belief">
          <Text value={lead.controversialBelief} />
        </Field>
        <Field label="A Transformative Story">
          <Text value={lead.transformativeStory} />
        </Field>
        <Field label="Posting Cadence">
          <Text value={lead.postingCadence} format={cadenceLabel} />
        </Field>
      </>
    ),
  };

  return (
    <SectionCard title="Onboarding Information" action={<ExportMenu lead={lead} />}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: string) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Onboarding answers"
        >
          {tabs.map(({ value, label }) => (
            <Tab key={value} label={label} {...tabProps(GROUP, value)} />
          ))}
        </Tabs>
      </Box>
      {tabs.map(({ value }) => (
        <TabPanel key={value} group={GROUP} value={value} current={tab}>
          <FieldList>{panels[value]}</FieldList>
        </TabPanel>
      ))}
    </SectionCard>
  );
}
