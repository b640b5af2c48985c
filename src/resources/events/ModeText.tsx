import { useTranslate } from 'react-admin';

/** An event's mode as the lists write it: Online or On-site (spec 2 §2). */
export const ModeText = ({ mode }: { mode: unknown }) => {
  const translate = useTranslate();
  return <>{translate(eventModeLabel(mode))}</>;
};

/** The i18n key of an event mode. */
export const eventModeLabel = (mode: unknown): string =>
  mode === 'online' ? 'app.common.modes.online' : 'app.common.modes.on_site';
