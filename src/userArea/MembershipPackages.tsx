import {
  Card,
  CardContent,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { UserPage } from './UserPage';
import { contrastText } from '../components/badges/contrastText';
import { EVENT_TYPE_COLOURS, MEMBERSHIP_TIERS } from './sampleData';

/** /user/membershipPackage: the three static tiers of spec 3 §9. */
export const MembershipPackages = () => {
  const translate = useTranslate();
  return (
    <UserPage title="app.userArea.membership.title">
      <Grid container spacing={2}>
        {MEMBERSHIP_TIERS.map(({ id, yearly, benefits }) => (
          <Grid key={id} size={{ xs: 12, md: 4 }}>
            <Card
              component="section"
              aria-label={translate(`app.userArea.tiers.${id}.name`)}
              sx={{ height: '100%' }}
            >
              <CardHeader
                title={translate(`app.userArea.tiers.${id}.name`)}
                sx={{ bgcolor: EVENT_TYPE_COLOURS[id], color: contrastText(EVENT_TYPE_COLOURS[id]) }}
                slotProps={{ title: { component: 'h2' } }}
              />
              <CardContent>
                <Typography variant="h4" component="p">
                  {translate(`app.userArea.tiers.${id}.price`)}
                  {yearly && (
                    <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                      {translate('app.userArea.membership.per_year')}
                    </Typography>
                  )}
                </Typography>
                <List dense>
                  {benefits.map((benefit) => (
                    <ListItem key={benefit} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon fontSize="small" color="success" />
                      </ListItemIcon>
                      <ListItemText primary={translate(`app.userArea.benefits.${benefit}`)} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </UserPage>
  );
};
