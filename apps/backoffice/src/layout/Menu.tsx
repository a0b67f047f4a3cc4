import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import TimerIcon from '@mui/icons-material/Timer';
import { Menu, useTranslate } from 'react-admin';
import { useCan } from '../lib/permissions.ts';

/**
 * The side menu: the dashboard, every resource the role may open (each item asks
 * `authProvider.canAccess`), and the flags page for the roles that may switch them.
 */
export function ConsoleMenu() {
  const translate = useTranslate();
  const canManageFlags = useCan('flags.manage');
  const canManageTournaments = useCan('tournaments.manage');
  const canReadRaffles = useCan('raffles.read');
  const canReadResponsiblePlay = useCan('responsiblePlay.read');
  const canReadPlayers = useCan('players.read');
  const canReadBonuses = useCan('players.read');
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('dashboard.title')} />
      <Menu.ResourceItem name="messages" />
      <Menu.ResourceItem name="players" />
      <Menu.ResourceItem name="inbox-messages" />
      <Menu.ResourceItem name="games" />
      <Menu.ResourceItem name="collections" />
      <Menu.ResourceItem name="jackpots" />
      <Menu.ResourceItem name="missions" />
      <Menu.ResourceItem name="raffles" />
      {canReadRaffles && (
        <Menu.Item
          to="/raffle-quick-schedule"
          primaryText={translate('resources.raffles.quick.title')}
          leftIcon={<TimerIcon />}
        />
      )}
      {canManageFlags && (
        <Menu.Item to="/flags" primaryText={translate('flags.title')} leftIcon={<FlagIcon />} />
      )}
      {canReadBonuses && (
        <Menu.Item to="/bonuses" primaryText={translate('bonuses.title')} leftIcon={<CardGiftcardIcon />} />
      )}
      {canManageTournaments && (
        <Menu.Item
          to="/tournaments"
          primaryText={translate('tournaments.title')}
          leftIcon={<EmojiEventsIcon />}
        />
      )}
      <Menu.ResourceItem name="audit" />
      <Menu.ResourceItem name="kyc" />
      <Menu.ResourceItem name="reports" />
      {canReadResponsiblePlay && (
        <Menu.Item
          to="/responsible-play"
          primaryText={translate('responsible_play.menu')}
          leftIcon={<PauseCircleIcon />}
        />
      )}
      {canReadPlayers && (
        <Menu.Item
          to="/progression"
          primaryText={translate('progression.menu')}
          leftIcon={<MilitaryTechIcon />}
        />
      )}
      <Menu.ResourceItem name="pageviews" />
      <Menu.ResourceItem name="operators" />
      <Menu.ResourceItem name="content" />
      <Menu.ResourceItem name="promotions" />
      <Menu.ResourceItem name="promo-codes" />
      <Menu.ResourceItem name="approvals" />
    </Menu>
  );
}
