export * from './identifier-kinds';
export { isValidAadhaarNumber, isValidNhsNumber } from './check-digits';
export {
  findIdentifiers,
  findIdentifiersInField,
  generaliseAges,
  holdsTextBack,
  redactIdentifiers,
  type IdentifierFieldReading,
} from './find-identifiers';
