import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { HeroForm } from './HeroForm';
import { HERO_SAVE_MESSAGES } from './heroSaveMessages';

/** 'Update Health Hero', loaded by id, the member fixed; then back to the list (spec 3 §4). */
export const HeroEdit = () => (
  <ResourceEdit resource="heroes" title="app.heroes.edit_title" messages={HERO_SAVE_MESSAGES.edit}>
    <HeroForm mode="edit" />
  </ResourceEdit>
);
