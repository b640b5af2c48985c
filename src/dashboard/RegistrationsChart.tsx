import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MonthCount } from './registrationsByMonth';

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 24;
const TOP = 20;

/** A plain SVG bar chart of new registrations per month (no chart library). */
export const RegistrationsChart = ({ months }: { months: MonthCount[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - AXIS - TOP;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={translate('app.dashboard.registrations_chart', { months: months.length })}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {months.map((month, i) => {
        const height = (month.count / max) * plotHeight;
        const x = i * slot + (slot - barWidth) / 2;
        const y = TOP + plotHeight - height;
        return (
          <g key={month.month}>
            <title>
              {translate('app.dashboard.registrations_bar', { month: month.label, count: month.count })}
            </title>
            <rect x={x} y={y} width={barWidth} height={height} rx={4} fill={theme.palette.primary.main} />
            <text
              x={x + barWidth / 2}
              y={y - 4}
              textAnchor="middle"
              fontSize={12}
              fill={theme.palette.text.primary}
            >
              {month.count}
            </text>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              fontSize={12}
              fill={theme.palette.text.secondary}
            >
              {month.label}
            </text>
          </g>
        );
      })}
    </Box>
  );
};
