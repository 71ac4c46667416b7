import type { SignInMethods } from '@pedestal/contract';
import type { Config } from '../../config';

/**
 * What this server can actually do: Google needs its client credentials, and code sign-in needs a
 * transport that reaches people (the console transports only print codes, fine outside production).
 */
export function signInMethods(config: Config, googleEnabled: boolean): SignInMethods {
  const delivers = (transport: string) => transport !== 'console' || !config.production;
  return { password: true, email: delivers(config.MAIL_TRANSPORT), phone: delivers(config.SMS_TRANSPORT), google: googleEnabled };
}
