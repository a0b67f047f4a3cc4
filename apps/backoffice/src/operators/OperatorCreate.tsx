import { OPERATOR_EMAIL_PATTERN, OPERATOR_ROLES, operatorCreateRequestSchema } from '@casino/contract';
import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  regex,
  required,
  type Validator,
} from 'react-admin';

const ROLE_CHOICES = OPERATOR_ROLES.map((role) => ({ id: role, name: `roles.${role}` }));

/** The contract's rule for an operator's password (at least 12 characters). */
const passwordRule: Validator = (value: unknown) =>
  operatorCreateRequestSchema.shape.password.safeParse(value).success ? undefined : 'auth.too_short';

/** A new operator: e-mail, role and an initial password they must change at the first sign-in. */
export function OperatorCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'support' }}>
        <TextInput
          source="email"
          type="email"
          autoComplete="off"
          validate={[required(), regex(OPERATOR_EMAIL_PATTERN, 'validation.email')]}
        />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          helperText="resources.operators.password_help"
          validate={[required(), passwordRule]}
        />
      </SimpleForm>
    </Create>
  );
}
