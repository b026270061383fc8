import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { errorMessage, useLoginClientMutation, type LoginDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';
import { ForgotPasswordDialog } from '../../../components/forgot-password-dialog';

/**
 * Signs a client in with the username or the email; the page moves on once the cached user is set
 * (docs/product.md, "The signed-in user").
 */
export function LoginForm() {
  const { control, handleSubmit } = useForm<LoginDto>({ defaultValues: { username: '', password: '' } });
  const [login, { isLoading }] = useLoginClientMutation();
  const { toast } = useToast();
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = handleSubmit(async (loginDto) => {
    try {
      await login({ loginDto }).unwrap();
      toast({ title: 'Login successful', description: 'Welcome back!' });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="username"
          rules={rules.username}
          label="Username or email"
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="password"
          rules={rules.password}
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
          Login
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </Link>
      </Box>
      {/* Outside the login form: a submit in the dialog must not bubble to it through the portal. */}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
