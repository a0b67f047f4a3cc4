import MailIcon from '@mui/icons-material/Mail';
import { MessageList } from './MessageList.tsx';

export const messagesResource = { name: 'messages', list: MessageList, icon: MailIcon } as const;
