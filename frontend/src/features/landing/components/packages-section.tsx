import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLAN_LINK_ATTRIBUTE } from '../early-plan-choice';
import { plans, type PlanId } from '../plans';
import { Section } from './section';

/** The three plans; each plan's link picks it in the lead form (`onChoose`). */
export function PackagesSection({ onChoose }: { onChoose: (plan: PlanId) => void }) {
  return (
    <Section
      id="packages"
      eyebrow="Packages"
      title="Pick the pace that fits you"
      intro="Every plan starts with mapping your voice. Choose how often you want to show up."
      sx={{ bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'stretch',
          maxWidth: { xs: 480, md: 'none' },
          mx: 'auto',
        }}
      >
        {plans.map((plan) => {
          const titleId = `plan-${plan.id}`;
          return (
            <Paper
              component="article"
              key={plan.id}
              aria-labelledby={titleId}
              variant={plan.popular ? 'elevation' : 'outlined'}
              elevation={plan.popular ? 8 : 0}
              sx={{
                p: { xs: 3, md: 4 },
                display: 'flex',
                flexDirection: 'column',
                position: 'relative',
                border: plan.popular ? 2 : undefined,
                borderColor: plan.popular ? 'secondary.main' : undefined,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography id={titleId} variant="h4" component="h3">
                  {plan.name}
                </Typography>
                {plan.popular && <Chip label="Most Popular" color="secondary" size="small" />}
              </Box>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3, minHeight: { md: '3em' } }}>
                {plan.summary}
              </Typography>
              <Typography component="p" sx={{ mb: 2 }}>
                <Box component="span" sx={{ fontSize: plan.period ? '2.5rem' : '1.75rem', fontWeight: 800 }}>
                  {plan.price}
                </Box>
                {plan.period && (
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
                    {plan.period}
                  </Box>
                )}
              </Typography>
              <List dense sx={{ flexGrow: 1, mb: 3 }}>
                {plan.features.map(({ text, included }) => (
                  <ListItem key={text} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      {included ? (
                        <CheckIcon fontSize="small" color="secondary" />
                      ) : (
                        <RemoveIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={text}
                      slotProps={{
                        primary: {
                          sx: { color: included ? 'text.primary' : 'text.secondary', fontSize: '1rem' },
                        },
                      }}
                    />
                  </ListItem>
                ))}
              </List>
              {/* A link to the form, so it works before the page is hydrated; the plan is then kept
                  for the form by early-plan-choice.ts. Once hydrated, the click picks it at once. */}
              <Button
                variant={plan.popular ? 'contained' : 'outlined'}
                color={plan.popular ? 'secondary' : 'primary'}
                size="large"
                fullWidth
                href="#form"
                {...{ [PLAN_LINK_ATTRIBUTE]: plan.id }}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(plan.id);
                }}
              >
                {plan.action}
              </Button>
            </Paper>
          );
        })}
      </Box>
    </Section>
  );
}
