import { useId, useState } from 'react';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLeadExport, type ExportFormat } from '../hooks/use-lead-export';

/** 'Export Data': a menu of the two downloads, the JSON document and the writer's content brief. */
export function ExportMenu({ lead }: { lead: { id: number; name: string } }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { download, pending } = useLeadExport(lead);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    void download(format);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        loading={pending !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export Data
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={() => choose('json')}>
          <ListItemIcon>
            <DataObjectIcon fontSize="small" />
          </ListItemIcon>
          JSON
        </MenuItem>
        <MenuItem onClick={() => choose('brief')}>
          <ListItemIcon>
            <DescriptionIcon fontSize="small" />
          </ListItemIcon>
          Content Brief
        </MenuItem>
      </Menu>
    </>
  );
}
