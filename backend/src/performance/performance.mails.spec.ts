import { engagementLine, impressionsLine, performanceReportMail } from './performance.mails.js';

describe('the performance mails', () => {
  it('tells the impressions against the month before', () => {
    expect(
      impressionsLine(
        { impressions: 12480, engagementRate: null },
        { impressions: 10576, engagementRate: null },
        'October',
      ),
    ).toBe('12,480 impressions (+18% on October)');
    expect(
      impressionsLine(
        { impressions: 500, engagementRate: null },
        { impressions: 1000, engagementRate: null },
        'May',
      ),
    ).toBe('500 impressions (−50% on May)');
    expect(
      impressionsLine(
        { impressions: 1, engagementRate: null },
        { impressions: 0, engagementRate: null },
        'May',
      ),
    ).toBe('1 impression (none recorded in May)');
  });

  it('tells the engagement in points against the month before', () => {
    expect(
      engagementLine(
        { impressions: 1, engagementRate: 0.042 },
        { impressions: 1, engagementRate: 0.036 },
        'October',
      ),
    ).toBe('4.2% engagement (+0.6 points on October)');
    expect(
      engagementLine(
        { impressions: 1, engagementRate: 0.03 },
        { impressions: 0, engagementRate: null },
        'October',
      ),
    ).toBe('3.0% engagement (none in October)');
  });

  it('names the best post, and links to the dashboard', () => {
    const mail = performanceReportMail({
      firstName: 'Ada',
      monthName: 'November',
      previousMonthName: 'October',
      delivered: 4,
      published: 3,
      current: { impressions: 2000, engagementRate: 0.05 },
      previous: { impressions: 1000, engagementRate: 0.04 },
      bestPost: { title: 'Hiring for one', impressions: 1200, engagementRate: 0.061 },
      url: 'https://ghostline.test/dashboard',
    });
    expect(mail.subject).toBe('Your November on LinkedIn');
    expect(mail.text).toContain('In November we delivered 4 posts and you published 3.');
    expect(mail.text).toContain('2,000 impressions (+100% on October).');
    expect(mail.text).toContain('5.0% engagement (+1.0 points on October).');
    expect(mail.text).toContain('Your best post: "Hiring for one", 6.1% engagement on 1,200 impressions.');
    expect(mail.text).toContain('Open your dashboard: https://ghostline.test/dashboard');
  });
});
