import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import { industryLabel, packageLabel } from './answer-labels.js';

export function leadConfirmationMail({
  firstName,
  onboardingUrl,
}: {
  firstName: string;
  onboardingUrl: string;
}): RenderedMail {
  return renderMail({
    subject: 'Your 3 free LinkedIn post ideas are on their way',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Thank you for your request. A real person on our team will reply with 3 LinkedIn post ideas written for you within 24 hours.',
      'Want posts that sound even more like you? The onboarding questionnaire takes about 15 minutes and tells us your goals, your audience and your voice.',
    ],
    action: { label: 'Continue to the questionnaire', url: onboardingUrl },
    note: 'Keep this link to yourself: whoever has it can answer the questionnaire for you.',
  });
}

export function newLeadMail(lead: {
  name: string;
  email: string;
  industry: string;
  package: string | null;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `New lead: ${lead.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${lead.name} (${lead.email}) asked for 3 free post ideas. Industry: ${industryLabel(lead.industry)}. Package: ${packageLabel(lead.package)}.`,
      'The site promises a reply within 24 hours.',
    ],
    action: { label: 'Open the lead', url: lead.url },
  });
}

/** The 3 free post ideas the lead form promised, written by the team for the lead. */
export function freeIdeasMail({ firstName, ideas }: { firstName: string; ideas: string[] }): RenderedMail {
  return renderMail({
    subject: 'Your 3 free LinkedIn post ideas',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `As promised, here are ${ideas.length} LinkedIn post ideas our team wrote for you:`,
      ...ideas.map((idea, index) => `${index + 1}. ${idea}`),
      'Like them? Reply to this email and we will write posts like these in your voice, every week.',
    ],
  });
}
