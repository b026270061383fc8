import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useRegisterClientMutation, type RegisterDto } from '../../../api';
import { EmailField, NameFields, NewPasswordFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/use-submit';

type RegisterValues = RegisterDto & { confirmPassword: string };

const empty: RegisterValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

/** Creates a client account, which also signs the client in (docs/product.md, "The signed-in user"). */
export function RegisterForm() {
  const { control, handleSubmit } = useForm<RegisterValues>({
    defaultValues: empty,
  });
  const [register, { isLoading }] = useRegisterClientMutation();
  const submit = useSubmit({ failureTitle: 'Registration failed' });

  // The confirmation is dropped before sending (docs/product.md, "Passwords").
  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...registerDto }) =>
    submit(
      () => register({ registerDto }).unwrap(),
      () => ({ title: 'Registration successful', description: 'Your account has been created!' }),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <NameFields control={control} />
      <FormTextField
        control={control}
        name="username"
        rules={rules.newUsername}
        label="Username"
        autoComplete="username"
      />
      <EmailField control={control} />
      <NewPasswordFields control={control} name="password" label="Password" confirmLabel="Confirm Password" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        Register
      </Button>
    </Box>
  );
}
