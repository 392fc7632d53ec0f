export * from './identifier-kinds';
export { isValidAadhaarNumber, isValidNhsNumber } from './check-digits';
export {
  findIdentifiers,
  findIdentifiersInField,
  redactIdentifiers,
  type IdentifierFieldReading,
} from './find-identifiers';
