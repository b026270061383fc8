import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { errorMessage, useRegisterClientMutation, type RegisterDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

type RegisterValues = RegisterDto & { confirmPassword: string };

const empty: RegisterValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

/** Creates a client account, which also signs the client in (SPEC §4). */
export function RegisterForm() {
  const { control, handleSubmit } = useForm<RegisterValues>({ defaultValues: empty });
  const [register, { isLoading }] = useRegisterClientMutation();
  const { toast } = useToast();

  // SPEC §3: the confirmation is dropped before sending.
  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmation, ...registerDto }) => {
    try {
      await register({ registerDto }).unwrap();
      toast({ title: 'Registration successful', description: 'Your account has been created!' });
    } catch (error) {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextField
          control={control}
          name="firstName"
          rules={rules.firstName}
          label="First Name"
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          rules={rules.lastName}
          label="Last Name"
          autoComplete="family-name"
        />
      </Stack>
      <FormTextField
        control={control}
        name="username"
        rules={rules.username}
        label="Username"
        autoComplete="username"
      />
      <FormTextField
        control={control}
        name="email"
        rules={rules.email}
        type="email"
        label="Email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="password"
        rules={rules.newPassword('confirmPassword')}
        type="password"
        label="Password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        rules={rules.confirmPassword('password')}
        type="password"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        Register
      </Button>
    </Box>
  );
}
