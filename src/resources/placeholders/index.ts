export { ResourcePlaceholder } from './ResourcePlaceholder';
