import type { CsvColumn } from '../../components/csv/csvExporter';
import { channelLabel } from './heroChoices';

export const HEROES_CSV_FILE = 'app.heroes.csv.file';

const joined = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** The hero list's file, columns as spec 3 §9 names them. */
export const heroCsvColumns: CsvColumn[] = [
  { header: 'app.heroes.csv.name', value: (r) => r.name },
  { header: 'app.heroes.csv.disease', value: (r) => joined(r.diseaseType) },
  { header: 'app.heroes.csv.area', value: (r) => joined(r.areaOfMentoring) },
  { header: 'app.heroes.csv.age_bracket', value: (r) => r.ageBracket },
  { header: 'app.heroes.csv.category', value: (r) => r.category },
  {
    header: 'app.heroes.csv.status',
    value: (r, translate) => translate(r.isActive ? 'app.heroes.csv.active' : 'app.heroes.csv.inactive'),
  },
  { header: 'app.heroes.csv.membership', value: (r) => r.membershipName },
  { header: 'app.heroes.csv.channel', value: (r, translate) => translate(channelLabel(r.mentoringChannel)) },
  { header: 'app.heroes.csv.hours', value: (r) => r.numberOfHours },
  { header: 'app.heroes.csv.days', value: (r) => joined(r.preferrableDays) },
  { header: 'app.heroes.csv.reason', value: (r) => r.reasonForMentoring },
];
