import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSetLinkedInPermissionsMutation } from '../../../api';
import { useSubmit } from '../../../components/form/use-submit';

/** Each leave the client gives, as the switch says it. */
const SWITCHES = [
  {
    field: 'teamMayPublish',
    label: 'The Ghostline team may approve my posts for LinkedIn (no second click of mine)',
  },
  { field: 'reviewersMayPublish', label: 'My reviewers may approve posts for LinkedIn' },
] as const;

/**
 * Who besides the client may approve posts for LinkedIn (docs/product.md, "Publishing on LinkedIn"):
 * the team (then approved posts need no second click of the client's) and the client's reviewers.
 * Each switch is saved as it is turned.
 */
export function LinkedInPermissions(current: { teamMayPublish: boolean; reviewersMayPublish: boolean }) {
  const [save, { isLoading, originalArgs }] = useSetLinkedInPermissionsMutation();
  const submit = useSubmit({ failureTitle: 'Could not save who may publish' });
  // While a change is saved, its switch shows what was asked.
  const shown = isLoading && originalArgs ? originalArgs.linkedInPermissionsDto : current;
  const change = (field: 'teamMayPublish' | 'reviewersMayPublish', value: boolean) =>
    void submit(
      () => save({ linkedInPermissionsDto: { ...current, [field]: value } }).unwrap(),
      () => ({ title: 'Saved', description: 'Who may publish on LinkedIn for you is changed.' }),
    );
  return (
    <FormGroup aria-label="Who may publish on LinkedIn for you">
      <Typography variant="subtitle2" component="h3">
        Who may publish for you
      </Typography>
      {SWITCHES.map(({ field, label }) => (
        <FormControlLabel
          key={field}
          control={
            <Switch
              checked={shown[field]}
              disabled={isLoading}
              onChange={(event) => change(field, event.target.checked)}
            />
          }
          label={label}
        />
      ))}
    </FormGroup>
  );
}
