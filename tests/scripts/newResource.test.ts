import { describe, expect, it } from 'vitest';
import { newResourceFiles, renameExample } from '../../scripts/newResource';

const names = { plural: 'healthStories', singular: 'healthStory' };

describe('npm run new-resource', () => {
  it("renames the example's names where a word or a camel-case part starts with them", () => {
    const example = [
      "name: 'notes', GET /admin/note/list, NoteList, ArchiveNoteButton, noteSaveMessages, seedNotes,",
      "notes_newest, 028_notes, 'Add New Note', 'There are no Notes!', StickyNote2Outlined, noted, Notebook",
    ].join('\n');
    expect(renameExample(example, names)).toBe(
      [
        "name: 'healthStories', GET /admin/healthStory/list, HealthStoryList, ArchiveHealthStoryButton, " +
          'healthStorySaveMessages, seedHealthStories,',
        "healthStories_newest, 028_healthStories, 'Add New HealthStory', 'There are no HealthStories!', " +
          'StickyNote2Outlined, noted, Notebook',
      ].join('\n'),
    );
  });

  it("writes the guide's files under the new names, with the next migration number and no legacy URL", () => {
    const files = newResourceFiles(names);
    const targets = files.map((file) => file.target);
    expect(targets).toContain('src/resources/healthStories/HealthStoryList.tsx');
    expect(targets).toContain('server/src/modules/healthStories/module.ts');
    expect(targets.filter((target) => target.includes('/migrations/'))).toEqual([
      expect.stringMatching(/^server\/src\/db\/migrations\/\d{3}_healthStories\.sql$/),
    ]);
    expect(targets.join('\n')).not.toMatch(/note/i);
    const body = (target: string) => files.find((file) => file.target === target)?.body ?? '';
    expect(body('src/resources/healthStories/resource.ts')).not.toMatch(/legacy/);
    // Only the menu icon's import keeps the example's word.
    expect(
      files
        .map((file) => file.body)
        .join('\n')
        .match(/\w*note\w*/gi),
    ).toEqual(['StickyNote2Outlined']);
  });

  it('names its table in snake case, as the database names every table, and its not-found text in words', () => {
    const server = newResourceFiles(names)
      .filter((file) => file.target.startsWith('server/'))
      .map((file) => file.body)
      .join('\n');
    expect(server).toContain('CREATE TABLE health_stories (');
    expect(server).toContain('CREATE INDEX health_stories_newest ON health_stories (');
    expect(server).toContain('FROM health_stories WHERE uuid');
    expect(server).toContain("table: 'health_stories'");
    expect(server).toContain("notFound('health story')");
    // The resource's own name stays where it is a name: its module, its activity area, its demo size.
    expect(server).toContain("name: 'healthStories'");
    expect(server).toContain("recordedWritesOf('healthStories'");
    expect(server).not.toMatch(/(TABLE|FROM|INTO|UPDATE|ON) healthStories\b|'healthStories', uuid/);
  });

  it('writes the Arabic and Turkish texts in English, saying they are to be translated', () => {
    const files = newResourceFiles(names);
    const english = files.find((file) => file.target === 'src/i18n/en/healthStories.ts')!.body;
    // Named in words; the keys keep the resource's name.
    expect(english).toContain("add: 'Add New Health Story',");
    expect(english).toContain("name: 'Health Story |||| Health Stories',");
    expect(english).toMatch(/^ {4}healthStories: \{$/m);
    for (const language of ['ar', 'tr']) {
      const text = files.find((file) => file.target === `src/i18n/${language}/healthStories.ts`)!.body;
      expect(text).toMatch(/^\/\/ The (Arabic|Turkish) texts of this resource: .* Translate them\.\n/);
      expect(text.slice(text.indexOf('\n') + 1)).toBe(english);
    }
  });
});
