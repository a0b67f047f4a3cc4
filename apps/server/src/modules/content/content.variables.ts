import type { Config } from '../../config.ts';
import type { ContentVariables } from './content.render.ts';

/** The settings content texts show where they say `{{name}}` (content.render.ts). */
export function contentVariablesOf(
  config: Pick<Config, 'company' | 'walletSignupBonus' | 'dailyBonus'>,
): ContentVariables {
  const coins = (n: number) => n.toLocaleString('en-US');
  return {
    signupBonus: coins(config.walletSignupBonus),
    dailyBonus: coins(config.dailyBonus.amount),
    companyName: config.company.name,
    companyNumber: config.company.number,
    companyAddress: config.company.address,
    supportEmail: config.company.supportEmail,
  };
}
