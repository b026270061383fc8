import { useForm } from 'react-hook-form';
import { useLoginClientMutation, type LoginDto } from '../../../api';
import { rules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/use-submit';
import { SignInForm } from '../../../components/sign-in-form';

/**
 * Signs a client in with the username or the email; the page moves on once the cached user is set
 * (docs/product.md, "The signed-in user").
 */
export function LoginForm() {
  const { control, handleSubmit } = useForm<LoginDto>({ defaultValues: { username: '', password: '' } });
  const [login, { isLoading }] = useLoginClientMutation();
  const submit = useSubmit({ failureTitle: 'Login failed' });

  const onSubmit = handleSubmit((loginDto) =>
    submit(
      () => login({ loginDto }).unwrap(),
      () => ({ title: 'Login successful', description: 'Welcome back!' }),
    ),
  );

  return (
    <SignInForm
      control={control}
      onSubmit={onSubmit}
      busy={isLoading}
      usernameLabel="Username or email"
      usernameRules={rules.username}
    />
  );
}
