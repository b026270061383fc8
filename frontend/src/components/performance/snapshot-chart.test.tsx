import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotDto } from '../../api';
import { SnapshotChart } from './snapshot-chart';

const snapshot = (overrides: Partial<SnapshotDto> = {}): SnapshotDto => ({
  id: 1,
  recordedOn: '2026-11-21',
  impressions: 1200,
  reactions: 38,
  comments: 9,
  reposts: 2,
  engagementRate: 49 / 1200,
  recordedBy: 'Jane Doe',
  createdAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

describe('SnapshotChart', () => {
  it('draws the first day recorded as a point, and says the line comes with the next', () => {
    render(<SnapshotChart snapshots={[snapshot()]} />);

    expect(
      screen.getByRole('img', { name: 'Chart. Impressions: 1,200 on Nov 21, 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'One day recorded so far, shown as a point: the line starts with the next day recorded.',
      ),
    ).toBeInTheDocument();
    // The point itself is drawn in a browser (jsdom lays nothing out): e2e/tests/performance-numbers.spec.ts.
  });

  it('says nothing of a single day once there are two', () => {
    render(
      <SnapshotChart
        snapshots={[snapshot(), snapshot({ id: 2, recordedOn: '2026-11-23', impressions: 2480 })]}
      />,
    );

    expect(screen.getByRole('img', { name: /^Chart. Impressions from 1,200/ })).toBeInTheDocument();
    expect(screen.queryByText(/One day recorded so far/)).not.toBeInTheDocument();
  });
});
