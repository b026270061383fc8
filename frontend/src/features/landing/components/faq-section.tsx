import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLAN_NAMES, PLANS } from '../../../api';
import { Section } from './section';

/** What each plan allows, from the plans' one record: "Ghost: 1 revision per post; Echo: unlimited revisions; …". */
const revisionAllowances = PLAN_NAMES.map((name) => {
  const { label, revisionsPerPost } = PLANS[name];
  const allowance =
    revisionsPerPost === null
      ? 'unlimited revisions'
      : `${revisionsPerPost} revision${revisionsPerPost === 1 ? '' : 's'} per post`;
  return `${label}: ${allowance}`;
}).join('; ');

// Every answer holds true of the portal: clients read, ask for a revision, copy and mark as published.
const questions = [
  {
    id: 'time',
    question: 'How much of my time does this take?',
    answer:
      'About 15 minutes up front to fill in the intake form, then about 5 minutes a week to read your posts in your dashboard. We do the thinking, drafting and polishing; you post and take the credit.',
  },
  {
    id: 'voice',
    question: 'Will the posts really sound like me?',
    answer:
      'Yes. Every plan starts with personalized voice mapping: we study how you talk, the stories you tell, the words you like and the ones you never use. Your writer works from that map, not from a template, and it gets sharper with every round of your feedback.',
  },
  {
    id: 'edits',
    question: 'Can I make edits before anything is published?',
    answer: `Yes: you ask, your writer makes them. Every post reaches your dashboard, and we email you when it does. If something is off, ask for a revision with a note on what to change and your writer reworks it (${revisionAllowances}). When you are happy, copy it to LinkedIn and mark it as published; on Phantom, we can also schedule and post it for you.`,
  },
  {
    id: 'results',
    question: 'How soon will I see results?',
    answer:
      'Most clients see engagement pick up within 2-4 weeks of posting consistently, and noticeable growth in their network within 3-6 months. Consistency is what compounds, and that is the part we take off your plate.',
  },
];

/**
 * Four questions; one answer open at a time, a click on an open one closes it
 * (docs/product.md, "Landing page").
 */
export function FaqSection() {
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently Asked Questions" sx={{ bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {questions.map(({ id, question, answer }) => (
          <Accordion
            key={id}
            disableGutters
            variant="outlined"
            expanded={open === id}
            onChange={(_event, expanded) => setOpen(expanded ? id : null)}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              id={`faq-${id}-question`}
              aria-controls={`faq-${id}-answer`}
              expandIcon={<ExpandMoreIcon />}
              sx={{ py: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                {question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
