import { Link as RouterLink } from 'react-router';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { UserAvatar } from '../../layout/user/UserAvatar';
import { callingCode } from './profileForm';

export const PROFILE_ID = 'me';

/** /admin/profile: avatar of initials or photo, the details, and 'Update' (spec 3 §2). */
export const ProfileShow = () => {
  const translate = useTranslate();
  const { data: profile, isPending, error } = useGetOne('profile', { id: PROFILE_ID });
  if (isPending) return <Loading />;
  if (error || !profile) return <Typography color="error">{translate('app.common.oops_error')}</Typography>;
  const rows: [string, string][] = [
    ['resources.profile.fields.email', profile.email ?? ''],
    [
      'resources.profile.fields.phone',
      [callingCode(profile.countryCode), profile.phone].filter(Boolean).join(' '),
    ],
  ];
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.profile.title" />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="center">
          <UserAvatar name={profile.name} photo={profile.avatar} fallback="initials" size={96} />
          <Stack spacing={1} sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h2">
              {profile.name}
            </Typography>
            <dl style={{ margin: 0 }}>
              {rows.map(([label, value]) => (
                <Stack key={label} direction="row" spacing={1} component="div">
                  <Typography component="dt" color="text.secondary">
                    {translate(label)}
                  </Typography>
                  {/* In its own direction: an email or a phone number reads left to right on an Arabic page. */}
                  <Typography component="dd" dir="auto" sx={{ m: 0 }}>
                    {value || translate('app.common.not_available')}
                  </Typography>
                </Stack>
              ))}
            </dl>
          </Stack>
          <Button
            component={RouterLink}
            to="/admin/profile/edit"
            variant="contained"
            startIcon={<EditIcon />}
          >
            {translate('app.profile.update')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
