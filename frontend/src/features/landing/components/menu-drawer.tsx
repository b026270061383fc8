import { useRef } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { AppLink } from '../app-link';
import { scrollToSection } from '../scroll-to-section';
import { sectionLinks, Wordmark } from './header-items';

/** The header's items in a drawer from the right, on a narrow screen (site-header.tsx opens it). */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The section to scroll to once the drawer has closed: while it is open, the page behind it is
  // scroll-locked, and on closing it hands focus back to the menu button.
  const target = useRef<string | null>(null);

  const go = (id: string) => {
    target.current = id;
    onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 'min(300px, 85vw)' }, 'aria-label': 'Menu' },
        transition: {
          onExited: () => {
            if (target.current) scrollToSection(target.current);
            target.current = null;
          },
        },
      }}
    >
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Wordmark />
        <IconButton edge="end" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Divider />
      <List component="nav" aria-label="Main">
        {sectionLinks.map(({ id, label }) => (
          <ListItem key={id} disablePadding>
            <ListItemButton onClick={() => go(id)}>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton component={AppLink} to="/auth">
            <ListItemText primary="Client Login" />
          </ListItemButton>
        </ListItem>
      </List>
      <Box sx={{ px: 2, pt: 1 }}>
        <Button variant="contained" fullWidth size="large" onClick={() => go('form')}>
          Get Started
        </Button>
      </Box>
    </Drawer>
  );
}
