import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Navigate } from 'react-router-dom';
import { isPortalUser, useCurrentUserIfAny } from '../../store/use-current-user';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { Page } from '../../components/page';
import { useReturnPath } from '../../components/return-path';
import { TabPanel, tabProps } from '../../components/tab-panel';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';

export function AuthPage() {
  const { user, isLoading } = useCurrentUserIfAny();
  const returnPath = useReturnPath('/dashboard');
  const [tab, setTab] = useState('login');

  if (isLoading) return <FullPageSpinner />;
  // Signed in already, or just now through one of the forms: on to where they were going.
  if (isPortalUser(user)) return <Navigate to={returnPath} replace />;

  return (
    <Page title="Client Login" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Tabs
          value={tab}
          onChange={(_event, value: string) => setTab(value)}
          variant="fullWidth"
          aria-label="Sign in or register"
        >
          <Tab label="Login" {...tabProps('auth', 'login')} />
          <Tab label="Register" {...tabProps('auth', 'register')} />
        </Tabs>
        <TabPanel group="auth" value="login" current={tab}>
          <LoginForm />
        </TabPanel>
        <TabPanel group="auth" value="register" current={tab}>
          <RegisterForm />
        </TabPanel>
      </Paper>
    </Page>
  );
}
