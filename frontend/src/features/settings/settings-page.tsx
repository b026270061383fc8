import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCurrentUser } from '../../store/use-current-user';
import { Page } from '../../components/page';
import { REVIEWER_ACCOUNT } from '../../components/reviewer-account';
import { TabPanel, tabProps } from '../../components/tab-panel';
import { ProfileForm } from './components/profile-form';
import { LinkedInCard } from './components/linkedin-card';
import { ReviewersCard } from './components/reviewers-card';
import { SecurityForm } from './components/security-form';

export function SettingsPage() {
  // The client layout renders its pages only for a signed-in user.
  const { user } = useCurrentUser();
  const [tab, setTab] = useState('profile');

  // A reviewer changes nothing of the client's account: their own password only (docs/product.md, "Settings").
  if (user?.role === 'reviewer')
    return (
      <Page title={REVIEWER_ACCOUNT.label}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <SecurityForm user={user} />
        </Paper>
      </Page>
    );

  return (
    <Page title="Settings">
      {user && (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Tabs
              value={tab}
              onChange={(_event, value: string) => setTab(value)}
              aria-label="Settings sections"
            >
              <Tab label="Profile" {...tabProps('settings', 'profile')} />
              <Tab label="Security" {...tabProps('settings', 'security')} />
            </Tabs>
            <TabPanel group="settings" value="profile" current={tab}>
              <ProfileForm user={user} />
            </TabPanel>
            <TabPanel group="settings" value="security" current={tab}>
              <SecurityForm user={user} />
            </TabPanel>
          </Paper>
          <LinkedInCard />
          <ReviewersCard />
        </Stack>
      )}
    </Page>
  );
}
