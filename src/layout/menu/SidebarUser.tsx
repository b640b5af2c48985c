import { Box, Typography } from '@mui/material';
import { useGetIdentity, useSidebarState } from 'react-admin';
import { UserAvatar } from '../user/UserAvatar';

/** The sidebar's head (spec 1 §2): display name, email and photo, the default avatar without one. */
export const SidebarUser = () => {
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box
      data-testid="sidebar-user"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: open ? 2 : 1 }}
    >
      <UserAvatar name={identity.fullName} photo={identity.avatar} fallback="default" size={open ? 72 : 36} />
      {open && (
        <>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} noWrap>
            {identity.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {identity.email}
          </Typography>
        </>
      )}
    </Box>
  );
};
