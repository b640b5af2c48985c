import { Avatar, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { initialsOf } from './initials';

interface UserAvatarProps {
  name?: string;
  photo?: string;
  /** Without a photo: the name's initials, or MUI's default person avatar. */
  fallback: 'initials' | 'default';
  size?: number;
  sx?: SxProps<Theme>;
}

/** The signed-in user's photo, else initials or the default avatar (spec 1 §2, spec 3 §2). */
export const UserAvatar = ({ name, photo, fallback, size = 40, sx }: UserAvatarProps) => {
  const translate = useTranslate();
  const initials = fallback === 'initials' ? initialsOf(name) : '';
  return (
    <Avatar
      src={photo}
      alt={photo ? translate('app.shell.user_menu.avatar_alt', { name: name ?? '' }) : undefined}
      // Initials in white on the secondary colour's dark shade: 7:1 (MUI's default text colour read 3.65:1).
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'secondary.dark',
        color: (theme) => theme.palette.getContrastText(theme.palette.secondary.dark),
        ...sx,
      }}
    >
      {photo ? undefined : initials || undefined}
    </Avatar>
  );
};
