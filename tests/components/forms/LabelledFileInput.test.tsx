import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageField, ResourceContextProvider, SimpleForm } from 'react-admin';
import { LabelledFileInput, LabelledImageInput } from '../../../src/components/forms/LabelledFileInput';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const renderForm = () =>
  renderWithAdmin(
    <ResourceContextProvider value="groups">
      <SimpleForm onSubmit={() => undefined}>
        <LabelledImageInput source="file">
          <ImageField source="src" />
        </LabelledImageInput>
        <LabelledFileInput source="document" label="app.content.columns.title" />
      </SimpleForm>
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({}) },
  );

describe('LabelledFileInput (issue 27)', () => {
  it("names each file input with its field's label and makes it the one keyboard stop of its picker", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    const image = await screen.findByLabelText('Cover Image');
    const document = screen.getByLabelText('Title');
    expect(image).toHaveAttribute('type', 'file');
    expect(document).toHaveAttribute('type', 'file');
    for (const zone of container.querySelectorAll('.RaFileInput-dropZone')) {
      expect(zone).not.toHaveAttribute('tabindex');
    }
    await user.tab();
    expect(image).toHaveFocus();
    await user.tab();
    expect(document).toHaveFocus();
  });
});
