/** Public mailbox providers: an address there proves no employer, so it never joins a company. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.fr', 'yahoo.de', 'yahoo.co.uk', 'outlook.com', 'hotmail.com', 'hotmail.fr',
  'hotmail.de', 'hotmail.co.uk', 'live.com', 'live.fr', 'msn.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com',
  'gmx.de', 'gmx.net', 'gmx.com', 'web.de', 't-online.de', 'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'mail.com',
]);
