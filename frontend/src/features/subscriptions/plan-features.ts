/** SPEC §2 "My Subscription": what each plan includes (these differ from the landing page's figures). */
export const planFeatures: Record<string, string[]> = {
  ghost: ['2 LinkedIn posts per month', 'Tailored to your voice and industry', '1 revision per post'],
  echo: [
    '8 posts per month',
    'Tailored to your voice and industry',
    'Unlimited revisions',
    'Monthly strategy call',
  ],
  phantom: [
    'Custom posting schedule',
    'Dedicated content strategist',
    'Unlimited revisions',
    'Weekly strategy calls',
    'Content performance analysis',
  ],
};

/** Where Contact Sales goes: a message to the sales team. */
export const SALES_MAILTO = 'mailto:sales@ghostline.example?subject=Ghostline%20subscription';
