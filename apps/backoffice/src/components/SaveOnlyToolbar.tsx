import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without Delete: for records the API never deletes (texts, promotions, promo codes). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
