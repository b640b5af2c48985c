import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Title, useResourceContext, useTranslate } from 'react-admin';

/**
 * The one screen shown for every resource whose screens arrive in a later issue, so every canonical
 * URL (and every legacy URL redirecting to it) already opens a page named after its area.
 * `resource` defaults to the surrounding react-admin resource.
 */
export const ResourcePlaceholder = ({ resource }: { resource?: string }) => {
  const translate = useTranslate();
  const current = useResourceContext({ resource });
  const name = translate(`app.shell.resources.${current}`, { _: current ?? '' });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" fontSize="large" />
        <div>
          <Typography variant="h6" component="h1">
            {translate('app.shell.placeholder.title', { name })}
          </Typography>
          <Typography color="text.secondary">{translate('app.shell.placeholder.body')}</Typography>
        </div>
      </CardContent>
    </Card>
  );
};
