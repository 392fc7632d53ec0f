import fs from 'node:fs';
import path from 'node:path';
import { authConfigSchema } from '@manan/svc-auth';
import { billingConfigSchema } from '@manan/svc-billing';
import { gatewayConfigSchema } from '@manan/svc-gateway';
import { triageConfigSchema } from '@manan/svc-triage';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const variables = [
  ...new Set(
    [authConfigSchema, triageConfigSchema, billingConfigSchema, gatewayConfigSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    ),
  ),
].sort();

describe('configuration documentation', () => {
  it.each(variables)(
    'when a service reads %s, then the README configuration table documents it',
    (variable) => {
      expect(read('README.md')).toMatch(new RegExp(`^\\| \`${variable}\` +\\|`, 'm'));
    },
  );

  it.each(variables)('when a service reads %s, then .env.example lists it', (variable) => {
    expect(read('.env.example')).toMatch(new RegExp(`^#? ?${variable}=`, 'm'));
  });
});
