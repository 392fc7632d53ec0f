import { DomainError } from '@manan/service-kit';

export const practiceCaseNotFound = () =>
  new DomainError('PRACTICE.NOT_FOUND', 'not-found', 'No such practice case');
export const practiceAttemptNotFound = () =>
  new DomainError('PRACTICE.NOT_FOUND', 'not-found', 'No such practice attempt');
export const caseSetNotFound = () =>
  new DomainError('PRACTICE.SET_NOT_FOUND', 'not-found', 'No such case set');
export const noCaseLeft = () =>
  new DomainError('PRACTICE.NO_CASE_LEFT', 'not-found', 'There is no case left to practise on here');
