import MailIcon from '@mui/icons-material/Mail';
import { InboxMessageCreate, InboxMessageList } from './InboxMessageScreens.tsx';

/** Issue 29: messages to players' inboxes, written now or scheduled (permission inbox.send). */
export const inboxMessagesResource = {
  name: 'inbox-messages',
  list: InboxMessageList,
  create: InboxMessageCreate,
  icon: MailIcon,
  recordRepresentation: 'titleJa',
} as const;
