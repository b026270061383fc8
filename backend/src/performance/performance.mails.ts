import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signed = (value: number, digits: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;
const plural = (value: number, one: string) => `${count.format(value)} ${one}${value === 1 ? '' : 's'}`;

/** 3 or 14 days after a post is published: the client is asked for its numbers, with a link to the form. */
export function performanceReminderMail({
  firstName,
  title,
  days,
  url,
}: {
  firstName: string;
  title: string;
  days: number;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `How is '${title}' doing?`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `"${title}" has been on LinkedIn for ${days} days. How is it doing?`,
      'Copy the impressions, reactions, comments and reposts LinkedIn shows you under the post: it takes a minute, and it is how we learn what works for your audience.',
    ],
    action: { label: 'Add the numbers', url },
  });
}

/** A month's figures as the report tells them. */
export interface ReportMonth {
  impressions: number;
  /** A fraction; null with no impressions. */
  engagementRate: number | null;
}

/** "12,480 impressions (+18% on October)": the month's impressions against the month before. */
export function impressionsLine(current: ReportMonth, previous: ReportMonth, previousName: string): string {
  const figure = plural(current.impressions, 'impression');
  if (previous.impressions === 0) return `${figure} (none recorded in ${previousName})`;
  const change = ((current.impressions - previous.impressions) / previous.impressions) * 100;
  return `${figure} (${signed(Math.round(change), 0)}% on ${previousName})`;
}

/** "4.2% engagement (+0.6 points on October)": the engagement rate against the month before. */
export function engagementLine(current: ReportMonth, previous: ReportMonth, previousName: string): string {
  if (current.engagementRate === null) return 'No engagement rate yet: no impressions were recorded';
  const figure = `${percent.format(current.engagementRate)} engagement`;
  if (previous.engagementRate === null) return `${figure} (none in ${previousName})`;
  const points = (current.engagementRate - previous.engagementRate) * 100;
  return `${figure} (${signed(points, 1)} points on ${previousName})`;
}

/** On the 1st of each month: how the client's posts did last month, against the month before. */
export function performanceReportMail({
  firstName,
  monthName,
  previousMonthName,
  delivered,
  published,
  current,
  previous,
  bestPost,
  url,
}: {
  firstName: string;
  monthName: string;
  previousMonthName: string;
  delivered: number;
  published: number;
  current: ReportMonth;
  previous: ReportMonth;
  bestPost: { title: string; impressions: number; engagementRate: number } | null;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${monthName} on LinkedIn`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `In ${monthName} we delivered ${plural(delivered, 'post')} and you published ${count.format(published)}.`,
      ...(published > 0
        ? [
            `${impressionsLine(current, previous, previousMonthName)}.`,
            `${engagementLine(current, previous, previousMonthName)}.`,
          ]
        : []),
      bestPost
        ? `Your best post: "${bestPost.title}", ${percent.format(bestPost.engagementRate)} engagement on ${plural(bestPost.impressions, 'impression')}.`
        : published > 0
          ? 'No numbers are recorded for these posts yet: add them from each post in your dashboard, and next month we can tell you which one worked best.'
          : 'Your dashboard has every post waiting for you.',
    ],
    action: { label: 'Open your dashboard', url },
  });
}
