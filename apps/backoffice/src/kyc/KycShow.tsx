import type { KycSubmission } from '@casino/contract';
import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { KycDecision } from './KycDecision.tsx';
import { KycDocument } from './KycDocument.tsx';

function StatusText() {
  const submission = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  return submission ? <span>{translate(`resources.kyc.statuses.${submission.status}`)}</span> : null;
}

function Review() {
  const submission = useRecordContext<KycSubmission>();
  if (!submission) return null;
  return (
    <>
      <KycDocument submission={submission} />
      <KycDecision submission={submission} />
    </>
  );
}

/** One submission: the details, the document, the decision. */
export function KycShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <Labeled source="status">
          <StatusText />
        </Labeled>
        <TextField source="displayName" />
        <TextField source="email" />
        <TextField source="fullName" />
        <TextField source="dateOfBirth" />
        <TextField source="postCode" />
        <TextField source="prefecture" />
        <TextField source="municipality" />
        <TextField source="address" />
        <DateField source="submittedDate" showTime />
        <TextField source="reason" emptyText="—" />
        <TextField source="decidedBy" emptyText="—" />
        <Review />
      </SimpleShowLayout>
    </Show>
  );
}
