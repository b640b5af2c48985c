import { prepareTemplate } from './template';

export default async function setup() {
  await prepareTemplate();
}
